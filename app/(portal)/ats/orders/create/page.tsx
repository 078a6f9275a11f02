import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsOrderCreate');

export default placeholderRoute('atsOrderCreate');

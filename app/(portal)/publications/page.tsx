import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('publications');

export default placeholderRoute('publications');

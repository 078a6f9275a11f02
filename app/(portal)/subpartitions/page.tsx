import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('subpartitions');

export default placeholderRoute('subpartitions');

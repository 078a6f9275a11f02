import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsSalesReport');

export default placeholderRoute('atsSalesReport');

import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('searchFlight');

export default placeholderRoute('searchFlight');

import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsUserLinkCreate');

export default placeholderRoute('atsUserLinkCreate');

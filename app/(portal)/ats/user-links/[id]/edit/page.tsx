import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsUserLinkEdit');

export default placeholderRoute('atsUserLinkEdit', { idParam: 'id' });

import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsOrderEdit');

export default placeholderRoute('atsOrderEdit', { idParam: 'id' });

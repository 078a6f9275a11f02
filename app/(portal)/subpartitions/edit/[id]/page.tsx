import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('subpartitionEdit');

export default placeholderRoute('subpartitionEdit', { idParam: 'id' });

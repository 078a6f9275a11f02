import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('subpartitionTourists');

export default placeholderRoute('subpartitionTourists', { idParam: 'id' });

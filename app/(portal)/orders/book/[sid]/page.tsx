import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('booking');

export default placeholderRoute('booking', { idParam: 'sid' });

import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('cardPayment');

export default placeholderRoute('cardPayment', { idParam: 'id' });

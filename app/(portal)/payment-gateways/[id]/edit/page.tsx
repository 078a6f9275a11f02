import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('paymentGatewayEdit');

export default placeholderRoute('paymentGatewayEdit', { idParam: 'id' });

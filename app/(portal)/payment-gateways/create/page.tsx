import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('paymentGatewayCreate');

export default placeholderRoute('paymentGatewayCreate');

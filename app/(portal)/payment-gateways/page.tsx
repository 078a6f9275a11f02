import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('paymentGateways');

export default placeholderRoute('paymentGateways', { links: [{ href: '/payment-gateways/create', page: 'paymentGatewayCreate' }] });

import { guardedPage } from '@/lib/route-guard';
import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('paymentGateways');

// Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
export default guardedPage('/payment-gateways', placeholderRoute('paymentGateways', { links: [{ href: '/payment-gateways/create', page: 'paymentGatewayCreate' }] }));

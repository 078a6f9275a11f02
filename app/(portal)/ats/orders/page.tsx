import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsOrders');

export default placeholderRoute('atsOrders', { links: [{ href: '/ats/orders/create', page: 'atsOrderCreate' }] });

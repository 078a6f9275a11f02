import { guardedPage } from '@/lib/route-guard';
import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsOrderCreate');

// Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
export default guardedPage('/ats/orders/create', placeholderRoute('atsOrderCreate'));

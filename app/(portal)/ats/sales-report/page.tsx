import { guardedPage } from '@/lib/route-guard';
import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsSalesReport');

// Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
export default guardedPage('/ats/sales-report', placeholderRoute('atsSalesReport'));

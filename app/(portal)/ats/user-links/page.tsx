import { guardedPage } from '@/lib/route-guard';
import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsUserLinks');

// Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
export default guardedPage('/ats/user-links', placeholderRoute('atsUserLinks', { links: [{ href: '/ats/user-links/create', page: 'atsUserLinkCreate' }] }));

import { guardedPage } from '@/lib/route-guard';
import { sectionedRoute } from '@/components/layout/placeholder-route';

const route = sectionedRoute('/agency', { commission: 'agencyCommission', profile: 'agencyProfile', contract: 'agencyContract' }, 'agency');

export const generateMetadata = route.generateMetadata;

// Each section needs its own right (docs/product.md "Permissions"): outside it, the 403 page before anything loads.
export default guardedPage((params) => `/agency/${String(params.action)}`, route.Page);

import { sectionedRoute } from '@/components/layout/placeholder-route';

const route = sectionedRoute('/agency', { commission: 'agencyCommission', profile: 'agencyProfile', contract: 'agencyContract' }, 'agency');

export const generateMetadata = route.generateMetadata;

export default route.Page;

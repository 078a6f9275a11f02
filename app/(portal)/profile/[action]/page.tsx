import { sectionedRoute } from '@/components/layout/placeholder-route';

const route = sectionedRoute(
  '/profile',
  { info: 'profileInfo', password: 'profilePassword', settings: 'profileSettings', commission: 'profileCommission', sessions: 'profileSessions' },
  'profile',
);

export const generateMetadata = route.generateMetadata;

export default route.Page;

import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('atsUserLinks');

export default placeholderRoute('atsUserLinks', { links: [{ href: '/ats/user-links/create', page: 'atsUserLinkCreate' }] });

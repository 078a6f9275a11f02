import { placeholderMetadata, placeholderRoute } from '@/components/layout/placeholder-route';

export const generateMetadata = placeholderMetadata('flightBooking');

export default placeholderRoute('flightBooking', { idParam: 'hash' });

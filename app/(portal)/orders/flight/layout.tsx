import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The flight ticket booking: the orders part plus its own texts (lib/i18n/client-messages.ts). */
export default function FlightBookingLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="flightBooking">{children}</ClientIntl>;
}

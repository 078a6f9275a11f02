import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The flight list and its order sheet: their client parts read the `flightList` catalogue part. */
export default function FlightListLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="flightList">{children}</ClientIntl>;
}

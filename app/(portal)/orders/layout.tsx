import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** Booking, the journal, card payment and bonuses: their client components read the `orders` catalogue part. */
export default function OrdersLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="orders">{children}</ClientIntl>;
}

import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The payment gateway pages: their client parts (the delete confirmation, the form) read the `gateways` catalogue part. */
export default function PaymentGatewaysLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="gateways">{children}</ClientIntl>;
}

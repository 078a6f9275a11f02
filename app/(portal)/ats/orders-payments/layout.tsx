import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The payments list and its record/edit dialog: their client parts read the `atsLists` catalogue part. */
export default function PaymentsLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="atsLists">{children}</ClientIntl>;
}

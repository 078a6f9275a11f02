import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The sales report's client parts read the `reports` catalogue part. */
export default function SalesReportLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="reports">{children}</ClientIntl>;
}

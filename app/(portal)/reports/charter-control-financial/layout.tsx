import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The charter report's client parts read the `reports` catalogue part. */
export default function CharterReportLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="reports">{children}</ClientIntl>;
}

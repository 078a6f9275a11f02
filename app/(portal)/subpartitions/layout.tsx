import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The sub-partition pages: their client parts (filters, the edit form) read the `subpartitions` catalogue part. */
export default function SubpartitionsLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="subpartitions">{children}</ClientIntl>;
}

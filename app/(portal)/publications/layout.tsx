import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The news list and items: their client parts read the `news` catalogue part. */
export default function PublicationsLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="news">{children}</ClientIntl>;
}

import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The linked users' list and form: their client parts read the `atsLists` catalogue part. */
export default function UserLinksLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="atsLists">{children}</ClientIntl>;
}

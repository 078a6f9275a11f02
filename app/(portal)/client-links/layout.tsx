import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The agent's client links: its client parts read the `clientLinks` catalogue part. */
export default function ClientLinksLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="clientLinks">{children}</ClientIntl>;
}

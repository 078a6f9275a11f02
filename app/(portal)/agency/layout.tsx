import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The agency's sections: their forms read the `agencyAdmin` and `agency` catalogue parts. */
export default function AgencyLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="agencyAdmin">{children}</ClientIntl>;
}

import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The profile's sections: their client parts read the `profile` catalogue part (and the phone's). */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="profile">{children}</ClientIntl>;
}

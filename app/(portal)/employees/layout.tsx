import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

/** The employees screen, its form and its dismissal wizard: their client parts read the `employees` catalogue part. */
export default function EmployeesLayout({ children }: { children: ReactNode }) {
  return <ClientIntl scope="employees">{children}</ClientIntl>;
}

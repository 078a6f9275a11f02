import type { ReactNode } from 'react';
import { PortalShell } from '@/components/layout/portal-shell';
import { ClientIntl } from '@/components/providers/client-intl';

/** The default layout (docs/product.md §2): top bar, side menu and content, or the extension notice. */
export default function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <ClientIntl scope="portal">
      <PortalShell>{children}</PortalShell>
    </ClientIntl>
  );
}

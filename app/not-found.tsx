import { errorPageMetadata, ServerErrorPage } from '@/components/layout/server-error-page';
import { requestContext } from '@/lib/backend/client';
import PortalLayout from './(portal)/layout';

export const generateMetadata = () => errorPageMetadata('404');

/**
 * An address no route claims. A signed-in user gets the 404 inside the portal's chrome, as a
 * portal page's own 404 (app/(portal)/not-found.tsx), so the top bar and the menu stay usable;
 * anyone else (proxy.ts sends page requests without a session to the login, so here: a missing
 * file such as an old build's chunk) the bare page. Not a catch-all route: that would hand every
 * missing file to the portal's layout.
 */
export default async function NotFound() {
  if (!(await requestContext()).accessToken) return <ServerErrorPage code="404" />;
  return (
    <PortalLayout>
      <ServerErrorPage code="404" inline />
    </PortalLayout>
  );
}

import { errorPageMetadata, ServerErrorPage } from '@/components/layout/server-error-page';

export const generateMetadata = () => errorPageMetadata('404');

/** A portal page's 404 (and any unknown address of a signed-in user, app/not-found.tsx) inside the chrome: the top bar and the menu stay usable. */
export default function PortalNotFound() {
  return <ServerErrorPage code="404" inline />;
}

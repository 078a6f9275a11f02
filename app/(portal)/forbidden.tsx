import { errorPageMetadata, ServerErrorPage } from '@/components/layout/server-error-page';

export const generateMetadata = () => errorPageMetadata('403');

/** A portal page's 403 (`forbidden()`, lib/backend/client.ts) inside the chrome, like its 404. */
export default function PortalForbidden() {
  return <ServerErrorPage code="403" inline />;
}

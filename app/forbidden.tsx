import { errorPageMetadata, ServerErrorPage } from '@/components/layout/server-error-page';

/** Shown by `forbidden()`: lib/backend calls it for a backend 403 the caller does not handle. */
export const generateMetadata = () => errorPageMetadata('403');

export default function Forbidden() {
  return <ServerErrorPage code="403" />;
}

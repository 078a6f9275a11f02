import { errorPageMetadata, ServerErrorPage } from '@/components/layout/server-error-page';

export const generateMetadata = () => errorPageMetadata('404');

export default function NotFound() {
  return <ServerErrorPage code="404" />;
}

import type { ReactElement } from 'react';

/**
 * A page of the client's selection as a whole HTML document (docs/architecture.md §1 "The
 * client's page of a selection"): React's static markup of the server-only components of
 * components/selection/, with no script and nothing to hydrate. React escapes every value, so a
 * hotel's name, the agent's note or what the client typed can never become markup. Loaded when
 * a page is written, not with the route's module.
 */
export async function documentHtml(page: ReactElement): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}

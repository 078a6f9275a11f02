import 'server-only';
import { BackendError } from '@/lib/backend/errors';
import { getSharedSelection } from '@/lib/backend/shared-selections';
import { shareTokenSchema, type SharedSelectionReadCount } from '@/lib/schemas/shared-selections';
import { themeById } from '@/themes';
import type { AnswerFormState } from '@/components/selection/offer-card';
import { closedPage, notFoundPage, selectionPage, tooManyPage, unavailablePage } from '@/components/selection/pages';
import { htmlResponse, withTheme, type SelectionRequest } from './respond';

/**
 * Reads the selection and answers its page (docs/product.md "Client selections"): 200 with the
 * offers, 410 for an expired or revoked link (the agency's contacts), 404 for a token this host
 * does not know, 429 when the client read too often, 503 when the backend did not answer.
 * `status` replaces the 200 (422 when the page shows the form's errors); `count: 'none'` for a page
 * shown again for the client's own answer, which is not an open.
 */
export async function selectionResponse(
  { context, setCookie }: SelectionRequest,
  token: string,
  options: { answered?: number | null; form?: AnswerFormState; status?: number; count?: SharedSelectionReadCount } = {},
): Promise<Response> {
  if (!shareTokenSchema.safeParse(token).success) return htmlResponse(notFoundPage(context), 404, setCookie);
  let read: Awaited<ReturnType<typeof getSharedSelection>>;
  try {
    read = await getSharedSelection(token, { count: options.count ?? 'open' });
  } catch (error) {
    if (error instanceof BackendError && error.status === 429)
      return htmlResponse(tooManyPage(context, error.retryAfterS), 429, setCookie);
    console.error('selection page: the backend did not answer', error);
    return htmlResponse(unavailablePage(context), 503, setCookie);
  }
  if (read.state === 'not-found') return htmlResponse(notFoundPage(context), 404, setCookie);
  if (read.state === 'closed') {
    const page = closedPage(withTheme(context, themeById(read.closed.agency.theme)), read.closed);
    return htmlResponse(page, 410, setCookie);
  }
  const { selection } = read;
  const answered = selection.offers.some((offer) => offer.position === options.answered) ? options.answered! : null;
  const page = selectionPage(withTheme(context, themeById(selection.agency.theme)), selection, {
    token,
    answered,
    ...(options.form ? { form: options.form } : {}),
  });
  return htmlResponse(page, options.status ?? 200, setCookie);
}

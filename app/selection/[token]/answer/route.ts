import { waitValues } from '@/lib/selection/locale';
import { checkSameOrigin } from '@/lib/bff/csrf';
import { fieldErrors } from '@/lib/bff/field-errors';
import { BackendError } from '@/lib/backend/errors';
import { answerSharedSelection } from '@/lib/backend/shared-selections';
import { sharedSelectionPath, shareAnswerRequestSchema } from '@/lib/schemas/shared-selections';
import { refusedPage } from '@/components/selection/pages';
import { answerFormOf, backendFieldErrors } from '@/lib/selection/answer';
import { htmlResponse, selectionRequest } from '@/lib/selection/respond';
import { selectionResponse } from '@/lib/selection/render';

/**
 * The client's "I'm interested" (docs/product.md "Client selections"), a plain form post: 303 back
 * to the card's thank-you; a refused answer renders the page with the errors beside the fields and
 * what was typed (422), too many answers with its message (429); a closed or unknown link its page.
 * None of these, nor the thank-you, counts as the client opening the link again.
 * Only a same-origin post is taken (lib/bff/csrf.ts's Origin and Sec-Fetch-Site rule).
 */
export async function POST(request: Request, { params }: RouteContext<'/selection/[token]/answer'>): Promise<Response> {
  const { token } = await params;
  const selection = await selectionRequest(request, token);
  if (!checkSameOrigin(request).ok) return htmlResponse(refusedPage(selection.context), 403);

  const body = await request.formData().catch(() => new FormData());
  const form = answerFormOf(body);
  const parsed = shareAnswerRequestSchema.safeParse(form.request);
  const respondWith = (state: typeof form.state, status: number) =>
    selectionResponse(selection, token, { form: state, status, count: 'none' });
  if (!parsed.success)
    return respondWith(
      { ...form.state, errors: await fieldErrors(parsed.error.issues, selection.context.text.locale) },
      422,
    );

  try {
    await answerSharedSelection(token, parsed.data);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.status === 422)
      return respondWith({ ...form.state, errors: backendFieldErrors(error, selection.context.text) }, 422);
    if (error.status === 429)
      return respondWith(
        {
          ...form.state,
          errors: {},
          message: selection.context.text.t(
            'selection.answer.tooMany',
            waitValues(selection.context.text, error.retryAfterS),
          ),
        },
        429,
      );
    // 404, 410 (the pages of an unknown or closed link) and an unanswered backend (503).
    return selectionResponse(selection, token, { count: 'none' });
  }
  const position = parsed.data.position;
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${sharedSelectionPath(token)}?answered=${position}#offer-${position}`,
      'Cache-Control': 'no-store',
    },
  });
}

import { selectionRequest } from '@/lib/selection/respond';
import { selectionResponse } from '@/lib/selection/render';

/**
 * The client's page of a selection (docs/product.md "Client selections"): plain server-written
 * HTML with no script, not an App Router page (docs/architecture.md §1 "The client's page of a selection").
 */
export async function GET(request: Request, { params }: RouteContext<'/selection/[token]'>): Promise<Response> {
  const { token } = await params;
  const answered = Number.parseInt(new URL(request.url).searchParams.get('answered') ?? '', 10);
  // `?answered=` is the thank-you the answer's 303 leads to: the client's answer, not an open.
  const thanks = Number.isInteger(answered);
  return selectionResponse(await selectionRequest(request, token), token, {
    answered: thanks ? answered : null,
    count: thanks ? 'none' : 'open',
  });
}

import { offersPdfName } from '@/lib/basket/offers-pdf-name';
import { offerContactsSchema, savedOffersSchema, type OfferContacts } from '@/lib/schemas/saved-offers';
import type { SessionData } from '@/lib/session';
import { themeForHost } from '@/themes';
import { readSmallJson } from './body';
import { clientAddressOf } from './client-address';
import { backendUrlFor, type BffRequest } from './context';
import { fieldErrors } from './field-errors';
import { downstreamResponse } from './forward';
import { upstreamRequestHeaders } from './headers';
import { applyApiSecurityHeaders, errorResponse } from './responses';
import { sessionResponse } from './session-response';
import { fetchUpstream } from './upstream';

export const PRINT_OFFERS_PATH = 'search/offers/print';
const SAVED_OFFERS_PATH = 'search/offers';

/** Four short contact fields; anything bigger is not a print request. */
const MAX_PRINT_BODY_BYTES = 16 * 1024;

export function isPrintOffers(call: BffRequest): boolean {
  return call.path === PRINT_OFFERS_PATH && call.request.method === 'POST';
}

type ParsedContacts = { ok: true; contacts: OfferContacts } | { ok: false; response: Response };

async function readContacts(call: BffRequest): Promise<ParsedContacts> {
  // Not JSON at all (null): "check this field", not "required".
  const { json } = await readSmallJson(call.request, MAX_PRINT_BODY_BYTES);
  // reportInput: fieldErrors tells a missing field (required) from a wrong one by the input.
  const parsed = offerContactsSchema.safeParse(json, { reportInput: true });
  if (parsed.success) return { ok: true, contacts: parsed.data };
  const errors = await fieldErrors(parsed.error.issues, call.locale);
  return { ok: false, response: errorResponse(422, call.locale, 'invalidContacts', { errors }) };
}

function pdfResponse(pdf: Uint8Array, fileName: string, setCookies: readonly string[]): Response {
  const headers = applyApiSecurityHeaders(
    new Headers({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(pdf.byteLength),
    }),
  );
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(pdf as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/**
 * POST /api/search/offers/print: the caller's saved offers as a PDF in the portal's brand (the
 * theme of the Host), with the agency contacts from the body, in the user's language. The offers
 * come from GET search/offers with the session's token, under the same refresh rules as any
 * forwarded call. An empty basket answers 409: a PDF without offers is nothing to send a client,
 * and the dialog offers no PDF for an empty list, so this only happens when another tab emptied it.
 */
export async function handlePrintOffers(call: BffRequest, session: SessionData): Promise<Response> {
  const { request, config, locale } = call;
  const body = await readContacts(call);
  if (!body.ok) return body.response;

  const send = (accessToken: string) =>
    fetchUpstream(
      backendUrlFor(call, SAVED_OFFERS_PATH, ''),
      {
        method: 'GET',
        headers: upstreamRequestHeaders(new Headers({ accept: 'application/json' }), {
          locale,
          accessToken,
          clientAddress: clientAddressOf(request.headers),
          browser: request.headers,
        }),
      },
      { timeoutMs: config.timeoutMs, fetch: config.fetch, signals: [request.signal] },
    );

  return sessionResponse(call, session, send, async (upstream, setCookies) => {
    // The backend's own refusal (403, 5xx …) reaches the dialog as it would for a forwarded call.
    if (!upstream.ok) return downstreamResponse(upstream, setCookies);
    const offers = savedOffersSchema.safeParse(await upstream.json().catch(() => null));
    if (!offers.success) return errorResponse(502, locale, 'badGateway', {}, setCookies);
    if (offers.data.data.length === 0) return errorResponse(409, locale, 'emptyBasket', {}, setCookies);

    const now = new Date();
    // Loaded on first print only: ordinary API calls never pay for @react-pdf/renderer.
    const { renderOffersPdf } = await import('@/lib/pdf/offers-pdf');
    const pdf = await renderOffersPdf({
      offers: offers.data.data,
      contacts: body.contacts,
      locale,
      theme: themeForHost(request.headers.get('host')),
      now,
    });
    return pdfResponse(pdf, offersPdfName(now), setCookies);
  });
}

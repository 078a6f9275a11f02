import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatCalendarDate, portalToday } from '@/lib/format/date';
import { SAVED_OFFERS_CURRENCY, type SavedOffer } from '@/lib/schemas/saved-offers';
import type { Offer } from '@/lib/schemas/search';
import {
  createSharedSelectionRequestSchema,
  extendSharedSelectionRequestSchema,
  publicOfferOf,
  shareAnswerRequestSchema,
  sharedSelectionHostQuerySchema,
  sharedSelectionPath,
  sharedSelectionReadQuerySchema,
  shareTokenSchema,
  type PublicShareOffer,
  type SharedSelectionItem,
} from '@/lib/schemas/shared-selections';
import { roundCents } from '@/lib/shared/money';
import { themeIdOfHost } from '@/lib/shared/portal-hosts';
import { TtlCache } from '@/lib/shared/ttl-cache';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { CATEGORY_COLORS } from '../db/seed-notifications';
import { HttpError, notFound, parseOr422, sendCoded, validationError } from '../http/errors';
import { pagedList, pageOf } from '../http/paging';
import { LOCALES, localeOf, t, type Locale } from '../i18n';
import { clockOf, perClientLimit, perTokenLimit } from '../limits';
import { escapeHtml } from '../orders/notices';
import type { SelectionRow, SharedOfferRow, SharedSelections } from '../repos/shared-selections';
import { findOfferOfSid } from './offers';
import { inLanguage } from './saved-offers';

const tokenParams = z.object({ token: shareTokenSchema });

/** docs/product.md "Client selections": an offer is re-checked at most once per this long. */
export const RECHECK_MS = 5 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

function statusOf(row: SelectionRow, now: number): SharedSelectionItem['status'] {
  if (row.revoked_at !== null) return 'revoked';
  return row.valid_until <= now ? 'expired' : 'active';
}

/** One of the agent's links as the list shows it, its offers named in the caller's language. */
function itemOf(ctx: AppContext, repo: SharedSelections, row: SelectionRow, locale: Locale, now: number) {
  const offers = repo
    .offers(row.token)
    .map((shared) => inLanguage(ctx, { ...shared, search_result: shared.offer }, locale));
  const hotelAt = new Map(offers.map((shared) => [shared.position, shared.search_result.accommodation.hotel.name]));
  const answers = repo.answers(row.token);
  const answered = new Set(answers.map((answer) => answer.position));
  const item: SharedSelectionItem = {
    token: row.token,
    url_path: sharedSelectionPath(row.token),
    created_at: iso(row.created_at),
    valid_until: iso(row.valid_until),
    revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
    status: statusOf(row, now),
    note: row.note,
    opens: { count: row.opens, last_at: row.last_opened_at === null ? null : iso(row.last_opened_at) },
    offers_count: offers.length,
    offers: offers.map((shared) => ({
      position: shared.position,
      hotel: shared.search_result.accommodation.hotel.name,
      check_in: shared.search_result.dates.check_in,
      nights: shared.search_result.nights.total,
      price: { amount: shared.price, currency: shared.search_result.price.currency },
      answered: answered.has(shared.position),
    })),
    answers: answers.map((answer) => ({
      position: answer.position,
      hotel: hotelAt.get(answer.position) ?? '',
      name: answer.name,
      phone: answer.phone,
      messenger: answer.messenger,
      created_at: iso(answer.created_at),
    })),
  };
  return item;
}

/**
 * The client selections (docs/product.md "Client selections"), the agent's calls: make a link from
 * the caller's own saved offers, list, revoke and extend the caller's own links.
 */
export function registerSharedSelectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const repo = ctx.sharedSelections;
  const now = clockOf(ctx);

  const ownOr404 = (request: FastifyRequest) => {
    const { token } = parseOr422(tokenParams, request.params);
    const row = repo.own(authOf(request).userId, token);
    if (!row) throw notFound();
    return row;
  };

  // POST /api/shared-selections {offers, contacts, validity_days, note}: a link to the caller's saved offers
  app.post('/api/shared-selections', async (request, reply) => {
    const input = parseOr422(createSharedSelectionRequestSchema, request.body);
    const { userId } = authOf(request);
    const basket = ctx.savedOffers.all(userId);
    let offers: SavedOffer[];
    if (input.offers.length === 0) offers = basket;
    else {
      const byUuid = new Map(basket.map((saved) => [saved.uuid, saved]));
      // Another user's offer, or none, is not the caller's to share.
      offers = [...new Set(input.offers)].map((uuid) => {
        const saved = byUuid.get(uuid);
        if (!saved) throw notFound();
        return saved;
      });
    }
    if (offers.length === 0) throw validationError({ offers: ['validation.required'] });
    const row = repo.create(
      userId,
      { offers, contacts: input.contacts, note: input.note, days: input.validity_days },
      now(),
    );
    return reply.code(201).send({
      data: { token: row.token, url_path: sharedSelectionPath(row.token), valid_until: iso(row.valid_until) },
    });
  });

  // GET /api/shared-selections: the caller's links, newest first, paged
  app.get('/api/shared-selections', async (request) => {
    const page = pageOf(request.query);
    const { rows, total } = repo.list(authOf(request).userId, page.size, page.offset);
    const locale = localeOf(request);
    const at = now();
    return pagedList(
      rows.map((row) => itemOf(ctx, repo, row, locale, at)),
      total,
      page,
    );
  });

  // POST /api/shared-selections/:token/revoke: the link stops working at once
  app.post('/api/shared-selections/:token/revoke', async (request) => {
    const row = ownOr404(request);
    const at = now();
    repo.revoke(row.token, at);
    return { data: itemOf(ctx, repo, repo.find(row.token)!, localeOf(request), at) };
  });

  // POST /api/shared-selections/:token/extend {days}: valid `days` from now; a revoked link stays revoked (409)
  app.post('/api/shared-selections/:token/extend', async (request) => {
    const row = ownOr404(request);
    const { days } = parseOr422(extendSharedSelectionRequestSchema, request.body);
    if (row.revoked_at !== null)
      throw new HttpError(409, 'sharedSelections.revoked', 'sharedSelections.revoked.message');
    const at = now();
    repo.extend(row.token, days, at);
    return { data: itemOf(ctx, repo, repo.find(row.token)!, localeOf(request), at) };
  });
}

/**
 * The client's calls, without a session (docs/product.md "Client selections"): the portal's server
 * makes them for the client's page, naming the Host it answered on. Limited per client address and
 * per token.
 */
export function registerPublicSharedSelectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const repo = ctx.sharedSelections;
  const now = clockOf(ctx);
  // The offer as the operator sells it now, per sid and language: re-priced at most once per RECHECK_MS.
  const rechecked = new TtlCache<{ offer: Offer | null }>(10_000);

  const currentOf = (sid: string, locale: Locale, at: number): Offer | null => {
    const key = `${sid}|${locale}`;
    const cached = rechecked.get(key, at);
    if (cached) return cached.offer;
    const offer = findOfferOfSid(ctx, sid, locale, SAVED_OFFERS_CURRENCY, { market: true });
    rechecked.set(key, { offer }, at + RECHECK_MS);
    return offer;
  };

  /** The offer as the client's page shows it: the agent's price, or what became of it. */
  const publicOffer = (token: string, shared: SharedOfferRow, locale: Locale, at: number): PublicShareOffer => {
    const current = currentOf(shared.offer.sid, locale, at);
    const named = {
      price: shared.price,
      search_result: current ? { ...current, price: shared.offer.price } : shared.offer,
    };
    const gone =
      !current ||
      current.accommodation.hotel.stop_sale ||
      ctx.market.stopped(current.accommodation.hotel.id) ||
      current.dates.check_in < portalToday(new Date(at));
    if (gone) return publicOfferOf(named, shared.position, { status: 'gone' });
    // The agent's margin over the operator's price stays what the agent set.
    const delta = roundCents(current.price.amount - shared.offer.price.amount);
    if (delta === 0) {
      if (shared.changed_since !== null) repo.markChanged(token, shared.position, null);
      return publicOfferOf(named, shared.position, { status: 'available' });
    }
    const since = shared.changed_since ?? portalToday(new Date(at));
    if (shared.changed_since === null) repo.markChanged(token, shared.position, since);
    return publicOfferOf(named, shared.position, {
      status: 'changed',
      price: { amount: roundCents(shared.price + delta), currency: current.price.currency },
      since,
    });
  };

  /** The selection the token names on this host, or a 404; a closed one answers 410 with the agency's contacts. */
  const openOn = (request: FastifyRequest, reply: FastifyReply): SelectionRow | null => {
    const { token } = parseOr422(tokenParams, request.params);
    const { host } = parseOr422(sharedSelectionHostQuerySchema, request.query);
    const row = repo.find(token);
    // A token of one agency never shows on another agency's host, closed or not.
    if (!row || themeIdOfHost(host) !== repo.agencyOf(row).theme) throw notFound();
    const status = statusOf(row, now());
    if (status === 'active') return row;
    const locale = localeOf(request);
    void sendCoded(reply, 410, t(locale, 'sharedSelections.closed'), t(locale, 'sharedSelections.closed.message'), {
      reason: status,
      agency: { theme: repo.agencyOf(row).theme, contacts: repo.contactsOf(row) },
    });
    return null;
  };

  const readLimits = [perClientLimit(ctx, 'selection'), perTokenLimit(ctx, 'selection')];
  const answerLimits = [perClientLimit(ctx, 'selectionAnswer'), perTokenLimit(ctx, 'selectionAnswer')];

  // GET /api/public/shared-selections/:token?host=&count=: what the client's page shows; counts an
  // open unless the portal shows the page again for the client's answer (count=none)
  app.get('/api/public/shared-selections/:token', { preHandler: readLimits }, async (request, reply) => {
    const { count } = parseOr422(sharedSelectionReadQuerySchema, request.query);
    const row = openOn(request, reply);
    if (!row) return reply;
    const at = now();
    const locale = localeOf(request);
    const offers = repo.offers(row.token).map((shared) => publicOffer(row.token, shared, locale, at));
    if (count === 'open') repo.countOpen(row.token, at);
    return {
      data: {
        agency: { theme: repo.agencyOf(row).theme, contacts: repo.contactsOf(row) },
        note: row.note,
        valid_until: iso(row.valid_until),
        offers,
      },
    };
  });

  // POST /api/public/shared-selections/:token/answers?host= {position, name, phone, messenger}: the client is interested
  app.post('/api/public/shared-selections/:token/answers', { preHandler: answerLimits }, async (request, reply) => {
    const row = openOn(request, reply);
    if (!row) return reply;
    const answer = parseOr422(shareAnswerRequestSchema, request.body);
    const shared = repo.offers(row.token).find((offer) => offer.position === answer.position);
    if (!shared) throw validationError({ position: ['validation.invalid'] });
    const at = now();
    repo.answer(row.token, answer, at);
    const params = {
      name: escapeHtml(answer.name),
      contact: escapeHtml([answer.phone, answer.messenger].filter(Boolean).join(', ')),
      position: String(answer.position),
      hotel: escapeHtml(shared.offer.accommodation.hotel.name),
      checkIn: formatCalendarDate(shared.offer.dates.check_in),
    };
    ctx.notifications.add(row.user_id, {
      category: 'client_answers',
      color: CATEGORY_COLORS.client_answers,
      texts: Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          {
            // The subject is plain text, the message HTML.
            subject: t(locale, 'notice.client_answer.subject', { hotel: shared.offer.accommodation.hotel.name }),
            message: t(locale, 'notice.client_answer.message', params),
          },
        ]),
      ) as Record<Locale, { subject: string; message: string }>,
      createdAt: iso(at),
    });
    return reply.code(201).send({ data: { received: true } });
  });
}

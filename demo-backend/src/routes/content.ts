import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contextQuerySchema, faqQuerySchema, publicationsQuerySchema, rulesQuerySchema } from '@/lib/schemas/content';
import { authOf, requireCapability } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError, notFound, parseOr422 } from '../http/errors';
import { pageOf, pagedList } from '../http/paging';
import { localeOf, type Locale } from '../i18n';
import type { PdfRenderer } from '../pdf/renderer';
import { sendPdf } from './contract';
import type { Trip } from '../repos/content-texts';
import { Documents } from '../repos/documents';
import { Faq } from '../repos/faq';
import { Publications } from '../repos/publications';
import { Rules } from '../repos/rules';
import { decodeSid } from '../search/sid';

const idSchema = z.object({ id: z.coerce.number().int().positive() });
const notMandatory = () => new HttpError(409, 'rules.notMandatory', 'rules.notMandatory.message');

/**
 * The operator's content for agencies (docs/product.md §7 "Content"): news with read marks, rules
 * with acknowledgements, the FAQ, the in-context rules and FAQ of a trip, the agency's documents.
 * Every role reads; only directors and managers see the acknowledgement reports.
 */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext, pdf: PdfRenderer): void {
  const publications = new Publications(ctx.db);
  const rules = new Rules(ctx.db);
  const faq = new Faq(ctx.db);
  const documents = new Documents(ctx.db, pdf);
  const hotelCountry = ctx.db.prepare<[number], { iso: string }>(
    `SELECT c.iso FROM hotels h JOIN locations l ON l.id = h.location_id JOIN package_templates p ON p.id = l.package_template_id
       JOIN countries c ON c.id = p.country_id WHERE h.id = ?`,
  );
  const flightType = ctx.db.prepare<[number], { type: 'charter' | 'regular' }>('SELECT type FROM flights WHERE id = ?');
  const orderTrip = ctx.db.prepare<[number, number], { iso: string; flight_type: 'charter' | 'regular' }>(
    'SELECT c.iso, o.flight_type FROM orders o JOIN countries c ON c.id = o.country_id WHERE o.id = ? AND o.agency_id = (SELECT agency_id FROM users WHERE id = ?)',
  );
  const reportViewers = requireCapability('rules.acknowledgements.read');
  /** A handler for `…/:id`: `{data}` of what `one` finds for the caller, else 404. */
  const byId =
    <T>(one: (userId: number, id: number, locale: Locale) => T | undefined) =>
    async (request: FastifyRequest) => {
      const { id } = parseOr422(idSchema, request.params);
      const found = one(authOf(request).userId, id, localeOf(request));
      if (found === undefined) throw notFound();
      return { data: found };
    };
  if (ctx.options.warmDocuments) {
    app.addHook('onReady', async () => {
      documents.warm().catch((error: unknown) => app.log.error(error));
    });
  }

  // GET /api/v1/publications?category=&q=&page[number]=&page[size]=: pinned first, then newest; `unread` in all categories
  app.get('/api/v1/publications', async (request) => {
    const { userId } = authOf(request);
    const page = pageOf(request.query);
    const { category, q } = parseOr422(publicationsQuerySchema, request.query);
    const found = publications.page(
      userId,
      localeOf(request),
      { category: category === 'all' ? null : category, q },
      page.size,
      page.offset,
    );
    return { ...pagedList(found.items, found.total, page), unread: found.unread };
  });

  // GET /api/v1/publications/categories: each category's name and the caller's total and unread
  app.get('/api/v1/publications/categories', async (request) => ({
    data: publications.categories(authOf(request).userId, localeOf(request)),
  }));

  // POST /api/v1/publications/read_all: every news item read for the caller
  app.post('/api/v1/publications/read_all', async (request) => ({
    data: { marked: publications.readAll(authOf(request).userId), unread: 0 },
  }));

  // GET /api/v1/publications/:id: one item with its full text (HTML)
  app.get(
    '/api/v1/publications/:id',
    byId((userId, id, locale) => publications.find(userId, id, locale)),
  );

  // POST /api/v1/publications/:id/read: mark read; reading again keeps the first reading
  app.post(
    '/api/v1/publications/:id/read',
    byId((userId, id, locale) => publications.read(userId, id, locale)),
  );

  // GET /api/v1/rules/categories: the category tree (two levels) with rule counts
  app.get('/api/v1/rules/categories', async (request) => ({ data: rules.categories(localeOf(request)) }));

  // GET /api/v1/rules?category=&q=&mandatory=: a category with its subcategories; q over all rules, with snippets
  app.get('/api/v1/rules', async (request) => {
    const filter = parseOr422(rulesQuerySchema, request.query);
    return { data: rules.list(authOf(request).userId, localeOf(request), filter) };
  });

  // GET /api/v1/rules/context?sid= | order= | country=&flight_type=&topic=: the rules and FAQ of one trip
  app.get('/api/v1/rules/context', async (request) => {
    const query = parseOr422(contextQuerySchema, request.query);
    const { userId } = authOf(request);
    const locale = localeOf(request);
    let trip: Trip;
    let topic = query.topic ?? 'booking';
    if (query.sid !== undefined) {
      const key = decodeSid(query.sid);
      const country = key && hotelCountry.get(key.hotelId);
      if (!key || !country) throw notFound();
      trip = { country: country.iso, flight_type: flightType.get(key.outFlightId)?.type ?? null };
    } else if (query.order !== undefined) {
      const order = orderTrip.get(query.order, userId);
      if (!order) throw notFound();
      trip = { country: order.iso, flight_type: order.flight_type };
      topic = query.topic ?? 'cancellation';
    } else {
      trip = { country: query.country ?? null, flight_type: query.flight_type ?? null };
    }
    return {
      data: {
        topic,
        ...trip,
        rules: rules.forTrip(userId, locale, trip, topic),
        faq: faq.forTrip(locale, trip, topic),
      },
    };
  });

  // GET /api/v1/rules/acknowledgements: per mandatory rule, the agency's employees who have and have not acknowledged it
  app.get('/api/v1/rules/acknowledgements', { preHandler: reportViewers }, async (request) => ({
    data: rules.report(authOf(request).userId, localeOf(request)),
  }));

  // GET /api/v1/rules/:id: one rule
  app.get(
    '/api/v1/rules/:id',
    byId((userId, id, locale) => rules.find(userId, id, locale)),
  );

  // POST /api/v1/rules/:id/acknowledge: "I have read this" for a mandatory rule (409 for another)
  app.post('/api/v1/rules/:id/acknowledge', async (request) => {
    const { id } = parseOr422(idSchema, request.params);
    const result = rules.acknowledge(authOf(request).userId, id, localeOf(request));
    if (result === 'not_found') throw notFound();
    if (result === 'not_mandatory') throw notMandatory();
    return { data: result };
  });

  // GET /api/v1/rules/:id/acknowledgements: one mandatory rule's report (404 for a rule that is not mandatory)
  app.get(
    '/api/v1/rules/:id/acknowledgements',
    { preHandler: reportViewers },
    byId((userId, id, locale) => rules.report(userId, locale, id)[0]),
  );

  // GET /api/v1/faq?q=: topics with their entries (only matching ones with q)
  app.get('/api/v1/faq', async (request) => {
    const { q } = parseOr422(faqQuerySchema, request.query);
    return { data: faq.topics(localeOf(request), q) };
  });

  // GET /api/v1/documents: the caller's agency's documents grouped by kind
  app.get('/api/v1/documents', async (request) => ({
    data: await documents.groups(authOf(request).userId, localeOf(request)),
  }));

  // GET /api/v1/documents/:id/download: the PDF, as an attachment under its file name
  app.get('/api/v1/documents/:id/download', async (request, reply) => {
    const { id } = parseOr422(idSchema, request.params);
    const file = await documents.download(authOf(request).userId, id);
    if (!file) throw notFound();
    return sendPdf(reply, file.pdf, file.file_name);
  });
}

import Fastify, { type FastifyInstance } from 'fastify';
import { restrictFlaggedUsers } from './auth/extension-guard';
import { authenticate } from './auth/guard';
import { LoginSessions } from './auth/sessions';
import { AccessTokens } from './auth/tokens';
import type { AppContext, ServerOptions } from './context';
import { openDatabase } from './db/open';
import { handleError, notFound, sendHttpError } from './http/errors';
import { Notifications } from './repos/notifications';
import { Outbox } from './repos/outbox';
import { Bonuses } from './repos/bonuses';
import { Orders } from './repos/orders';
import { OrderPayments } from './repos/order-payments';
import { DemoMarket } from './orders/market';
import { seedNotificationsIfEmpty } from './db/seed-notifications';
import { seedOrdersIfEmpty } from './db/seed-orders';
import { registerBookingRoutes } from './routes/booking';
import { registerOrderRoutes } from './routes/orders';
import { registerCardPaymentRoutes, registerGatewayRoutes } from './routes/card-payment';
import { SavedOffers } from './repos/saved-offers';
import { Searches } from './repos/searches';
import { Users } from './repos/users';
import { registerAuthRoutes, registerPublicAuthRoutes } from './routes/auth';
import { PdfRenderer } from './pdf/renderer';
import { registerContentRoutes } from './routes/content';
import { registerContractRoutes } from './routes/contract';
import { registerCoreRoutes } from './routes/core';
import { registerDemoRoutes } from './routes/demo';
import { registerEmployeeRoutes } from './routes/employees';
import { registerNotificationRoutes } from './routes/notifications';
import { registerOfferRoutes } from './routes/offers';
import { registerSavedOfferRoutes } from './routes/saved-offers';
import { registerPublicSharedSelectionRoutes, registerSharedSelectionRoutes } from './routes/shared-selections';
import { SharedSelections } from './repos/shared-selections';
import { registerPasswordRoutes } from './routes/password';
import { registerSearchRoutes } from './routes/search';
import { loadCatalogue } from './search/catalogue';
import { MAX_NIGHTS } from '@/lib/schemas/search';
import { TourSearch } from './search/service';
import { FlightSearch } from './flights/search';
import { SeatInventory } from './flights/inventory';
import { TicketOrders } from './repos/ticket-orders';
import { AtsProperties, AtsUserLinks, TicketPayments } from './repos/ats';
import { seedTicketDeskIfEmpty } from './db/seed-ats';
import { registerAtsRoutes } from './routes/ats';
import { seedSalesYearIfEmpty, SMALL_SALES_YEAR_ORDERS } from './db/seed-sales-year';
import { registerReportRoutes } from './routes/reports';
import { seedTicketOrdersIfEmpty } from './db/seed-ticket-orders';
import { registerAirTicketRoutes } from './routes/air-tickets';
import { registerTicketOrderRoutes } from './routes/ticket-orders';
import { newStats } from './stats';
import { MAX_REQUEST_BODY_BYTES, UPLOAD_BODY_LIMIT_BYTES } from '@/lib/shared/request-limits';
import { parseMultipart } from './http/images';
import { registerAgencyRoutes } from './routes/agency';
import { registerSubpartitionRoutes } from './routes/subpartitions';
import { registerPaymentGatewayRoutes } from './routes/payment-gateways';
import { registerProfileRoutes } from './routes/profile';
import { clockOf } from './limits';

export type { ServerOptions } from './context';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // The seeds read the backend's clock: nothing they make is dated after it.
  const seedNow = new Date(clockOf({ options })());
  const db = await openDatabase(options.dbPath, seedNow);
  const catalogue = loadCatalogue(db, MAX_NIGHTS);
  const ctx: AppContext = {
    db,
    sessions: new LoginSessions(db),
    tokens: new AccessTokens(options.jwtSecret, options.accessTtlS, clockOf({ options })),
    users: new Users(db),
    notifications: new Notifications(db),
    savedOffers: new SavedOffers(db),
    sharedSelections: new SharedSelections(db),
    orders: new Orders(db),
    orderPayments: new OrderPayments(db),
    bonuses: new Bonuses(db),
    market: new DemoMarket(),
    search: new TourSearch(catalogue, new Searches(db), () => clockOf(ctx)()),
    flights: new FlightSearch(catalogue, new DemoMarket(), options.ticketingDelayS ?? 60),
    seats: new SeatInventory(db),
    tickets: new TicketOrders(db),
    atsProperties: new AtsProperties(db),
    userLinks: new AtsUserLinks(db),
    ticketPayments: new TicketPayments(db),
    stats: newStats(),
    options,
  };
  seedOrdersIfEmpty(ctx, seedNow);
  seedTicketOrdersIfEmpty(ctx, seedNow);
  seedTicketDeskIfEmpty(ctx, seedNow);
  await seedSalesYearIfEmpty(ctx, options.salesYearOrders ?? SMALL_SALES_YEAR_ORDERS, seedNow);
  seedNotificationsIfEmpty(db);
  const outbox = new Outbox(db);
  const pdf = new PdfRenderer();

  // The portal's BFF refuses larger bodies itself, with the same limit (lib/shared/request-limits.ts).
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: MAX_REQUEST_BODY_BYTES });
  app.decorateRequest('auth', null);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => sendHttpError(request, reply, notFound()));
  app.addHook('onClose', async () => {
    pdf.close();
    db.close();
  });
  if (options.latencyMs > 0) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) await sleep(options.latencyMs);
    });
  }

  registerDemoRoutes(app, ctx, outbox);
  registerGatewayRoutes(app, ctx);
  registerPublicAuthRoutes(app, ctx);
  registerPasswordRoutes(app, ctx, outbox);
  registerContractRoutes(app, ctx, pdf);
  registerPublicSharedSelectionRoutes(app, ctx);

  await app.register(async (secured) => {
    secured.addHook('onRequest', authenticate(ctx));
    secured.addHook('onRequest', restrictFlaggedUsers(ctx));
    // The two image uploads (agencies/profile, v1/avatars) come as form data, up to their own limit.
    secured.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT_BYTES },
      (request, body, done) => {
        done(null, parseMultipart(body as Buffer, request.headers['content-type'] ?? ''));
      },
    );
    registerAuthRoutes(secured, ctx);
    registerCoreRoutes(secured, ctx);
    registerNotificationRoutes(secured, ctx);
    registerEmployeeRoutes(secured, ctx, outbox);
    registerSearchRoutes(secured, ctx);
    registerOfferRoutes(secured, ctx);
    registerSavedOfferRoutes(secured, ctx);
    registerSharedSelectionRoutes(secured, ctx);
    registerBookingRoutes(secured, ctx);
    registerOrderRoutes(secured, ctx, pdf);
    registerCardPaymentRoutes(secured, ctx);
    registerContentRoutes(secured, ctx, pdf);
    registerAgencyRoutes(secured, ctx, pdf);
    registerSubpartitionRoutes(secured, ctx);
    registerPaymentGatewayRoutes(secured, ctx);
    registerProfileRoutes(secured, ctx);
    registerAirTicketRoutes(secured, ctx);
    registerTicketOrderRoutes(secured, ctx, pdf);
    registerAtsRoutes(secured, ctx);
    registerReportRoutes(secured, ctx);
  });

  return app;
}

import type { AccessTokens } from './auth/tokens';
import type { LoginSessions } from './auth/sessions';
import type { Db } from './db/open';
import type { Clock } from './http/rate-limit';
import type { AbuseLimits } from './limits';
import type { Notifications } from './repos/notifications';
import type { Bonuses } from './repos/bonuses';
import type { Orders } from './repos/orders';
import type { OrderPayments } from './repos/order-payments';
import type { DemoMarket } from './orders/market';
import type { SavedOffers } from './repos/saved-offers';
import type { SharedSelections } from './repos/shared-selections';
import type { Users } from './repos/users';
import type { TourSearch } from './search/service';
import type { FlightSearch } from './flights/search';
import type { SeatInventory } from './flights/inventory';
import type { TicketOrders } from './repos/ticket-orders';
import type { AtsProperties, AtsUserLinks, TicketPayments } from './repos/ats';
import type { Stats } from './stats';

export interface ServerOptions {
  dbPath: string;
  accessTtlS: number;
  latencyMs: number;
  portalUrl: string;
  jwtSecret: string;
  /** Opens the /__demo hooks to a client off loopback that sends it as `x-demo-token` (DEMO_HOOKS_TOKEN). */
  hooksToken?: string;
  logger?: boolean;
  /** The backend's own address as a browser reaches it (the card gateway page); http://localhost:<port> when unset. */
  publicUrl?: string;
  /** Seconds after booking when the operator confirms (DEMO_CONFIRM_DELAY_S, default 5). */
  confirmDelayS?: number;
  /** Seconds after a cancellation request when the operator processes it (DEMO_CANCEL_DELAY_S, default 10). */
  cancelDelayS?: number;
  /** Seconds a hash holds a fare's price, and a booked hold waits for payment (DEMO_HOLD_TTL_S, default 1200). */
  holdTtlS?: number;
  /** Seconds after payment when the e-tickets are issued (DEMO_TICKETING_DELAY_S, default 60). */
  ticketingDelayS?: number;
  /**
   * Render the agency documents' PDFs in the background once listening (demo-backend/src/main.ts),
   * so the first GET v1/documents does not wait for them; tests leave it off and render on demand.
   */
  warmDocuments?: boolean;
  /** Where outgoing mails are echoed; stdout by default, silenced by the test helper. */
  mailLog?: (line: string) => void;
  /** The backend's clock for the abuse limits (docs/testing.md, "Security") and the flight sale cut-off (docs/product.md §9); Date.now by default, moved by tests. */
  now?: Clock;
  /** Overrides of the abuse limits (DEFAULT_LIMITS in limits.ts). */
  limits?: Partial<AbuseLimits>;
  /** Ticket orders of the reports' year seed (docs/product.md §13): main.ts passes DEMO_SALES_YEAR_ORDERS (100 000); unset, SMALL_SALES_YEAR_ORDERS (tests). */
  salesYearOrders?: number;
  /** The portal and any proxies whose X-Forwarded-For names the client (DEMO_TRUST_PROXY, docs/deployment.md); none by default. */
  trustProxy?: string;
}

/** What every route module receives: one object instead of module-level singletons, so tests can run many servers. */
export interface AppContext {
  db: Db;
  sessions: LoginSessions;
  tokens: AccessTokens;
  users: Users;
  notifications: Notifications;
  savedOffers: SavedOffers;
  /** Client selections (docs/product.md "Client selections"): links to saved offers for a client. */
  sharedSelections: SharedSelections;
  orders: Orders;
  orderPayments: OrderPayments;
  bonuses: Bonuses;
  market: DemoMarket;
  search: TourSearch;
  /** Flight tickets (docs/product.md §11): the search over the same flights, their seats, the ticket orders. */
  flights: FlightSearch;
  seats: SeatInventory;
  tickets: TicketOrders;
  /** The ticket desk (docs/product.md §12): order properties, linked users, payments against ticket orders. */
  atsProperties: AtsProperties;
  userLinks: AtsUserLinks;
  ticketPayments: TicketPayments;
  stats: Stats;
  options: ServerOptions;
}

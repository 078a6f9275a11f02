import type { AccessTokens } from './auth/tokens';
import type { LoginSessions } from './auth/sessions';
import type { Db } from './db/open';
import type { Notifications } from './repos/notifications';
import type { Bonuses } from './repos/bonuses';
import type { Orders } from './repos/orders';
import type { Payments } from './repos/payments';
import type { DemoMarket } from './orders/market';
import type { SavedOffers } from './repos/saved-offers';
import type { Users } from './repos/users';
import type { TourSearch } from './search/service';
import type { Stats } from './stats';

export interface ServerOptions {
  dbPath: string;
  accessTtlS: number;
  latencyMs: number;
  portalUrl: string;
  jwtSecret: string;
  logger?: boolean;
  /** The backend's own address as a browser reaches it (the card gateway page); http://localhost:<port> when unset. */
  publicUrl?: string;
  /** Seconds after booking when the operator confirms (DEMO_CONFIRM_DELAY_S, default 5). */
  confirmDelayS?: number;
  /** Seconds after a cancellation request when the operator processes it (DEMO_CANCEL_DELAY_S, default 10). */
  cancelDelayS?: number;
  /**
   * Render the agency documents' PDFs in the background once listening (demo-backend/src/main.ts),
   * so the first GET v1/documents does not wait for them; tests leave it off and render on demand.
   */
  warmDocuments?: boolean;
  /** Where outgoing mails are echoed; stdout by default, silenced by the test helper. */
  mailLog?: (line: string) => void;
}

/** What every route module receives: one object instead of module-level singletons, so tests can run many servers. */
export interface AppContext {
  db: Db;
  sessions: LoginSessions;
  tokens: AccessTokens;
  users: Users;
  notifications: Notifications;
  savedOffers: SavedOffers;
  orders: Orders;
  payments: Payments;
  bonuses: Bonuses;
  market: DemoMarket;
  search: TourSearch;
  stats: Stats;
  options: ServerOptions;
}

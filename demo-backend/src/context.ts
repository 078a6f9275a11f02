import type { AccessTokens } from './auth/tokens';
import type { LoginSessions } from './auth/sessions';
import type { Db } from './db/open';
import type { Notifications } from './repos/notifications';
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
  search: TourSearch;
  stats: Stats;
  options: ServerOptions;
}

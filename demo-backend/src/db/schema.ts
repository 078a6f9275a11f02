import type Database from 'better-sqlite3';
import { newOrderPaymentId } from '../repos/order-payments';
import { DEFAULT_NOTIFICATION_POSITION } from '@/lib/schemas/profile';

// Times are epoch milliseconds (INTEGER) unless a column is a wire-format date string.
/** A traveller as booked (lib/schemas/booking.ts touristInputSchema): a tour's tourist and a ticket's passenger alike. */
const TRAVELLER_COLUMNS = `position INTEGER NOT NULL,
  kind TEXT NOT NULL,
  surname TEXT NOT NULL,
  name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  gender TEXT NOT NULL,
  passport_number TEXT NOT NULL,
  passport_expiry TEXT NOT NULL,
  citizenship TEXT NOT NULL`;

const DDL = `
CREATE TABLE IF NOT EXISTS agencies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  -- The agency's contacts for its clients (printed on saved-offer PDFs).
  address TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  -- The theme (themes/registry.ts) whose hosts are the agency's own: its client selections open
  -- there only. \`default\` is every host no brand claims (localhost in the demo).
  theme TEXT NOT NULL DEFAULT 'default'
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  alias TEXT NOT NULL,
  avatar TEXT,
  notification_position TEXT NOT NULL DEFAULT '${DEFAULT_NOTIFICATION_POSITION}',
  phone_office TEXT,
  phone_mobile TEXT,
  -- Name of a malicious browser extension the user was flagged for; NULL when clean.
  malicious_extension TEXT
);
CREATE TABLE IF NOT EXISTS login_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS login_sessions_user ON login_sessions(user_id);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES login_sessions(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  rotated_at INTEGER,
  -- Kept in clear only during the grace window so concurrent refreshes get the same successor.
  successor_token TEXT
);
CREATE INDEX IF NOT EXISTS refresh_tokens_session ON refresh_tokens(session_id);
CREATE TABLE IF NOT EXISTS password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  color TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  category TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read_at TEXT
);
CREATE INDEX IF NOT EXISTS notifications_user ON notifications(user_id, created_at DESC);
CREATE TABLE IF NOT EXISTS notification_texts (
  notification_id INTEGER NOT NULL REFERENCES notifications(id),
  locale TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  PRIMARY KEY (notification_id, locale)
);
CREATE TABLE IF NOT EXISTS exchange_rates (
  date TEXT PRIMARY KEY,
  eur_max_value REAL NOT NULL,
  usd_max_value REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS client_errors (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  info TEXT NOT NULL,
  stack TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS banks (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  code TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_branches (
  id INTEGER PRIMARY KEY,
  bank_id INTEGER NOT NULL REFERENCES banks(id),
  name TEXT NOT NULL,
  code TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS agency_registrations (
  id INTEGER PRIMARY KEY,
  fiscal_code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  company_name TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
-- Tour catalogue (docs/architecture.md §7). Localized names are name_ru, name_ro, name_en, name_ua.
CREATE TABLE IF NOT EXISTS departure_cities (
  id INTEGER PRIMARY KEY,
  iata_code TEXT NOT NULL,
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY,
  iso TEXT NOT NULL,
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS package_templates (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS airports (
  iata_code TEXT PRIMARY KEY,
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS locations (
  id INTEGER PRIMARY KEY,
  package_template_id INTEGER NOT NULL REFERENCES package_templates(id),
  airport_code TEXT NOT NULL REFERENCES airports(iata_code),
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS airlines (
  iata_code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  color TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS meals (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hotel_categories (
  id INTEGER PRIMARY KEY,
  stars INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS room_types (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  max_adults INTEGER NOT NULL,
  -- Guests the room sleeps, infants not counted.
  max_pax INTEGER NOT NULL,
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS amenities (
  code TEXT PRIMARY KEY,
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS photo_kinds (
  code TEXT PRIMARY KEY,
  name_ru TEXT NOT NULL, name_ro TEXT NOT NULL, name_en TEXT NOT NULL, name_ua TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hotels (
  id INTEGER PRIMARY KEY,
  location_id INTEGER NOT NULL REFERENCES locations(id),
  category_id INTEGER NOT NULL REFERENCES hotel_categories(id),
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  beach_distance_m INTEGER,
  -- Comma-joined amenity codes.
  amenities TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hotel_photos (
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  position INTEGER NOT NULL,
  -- The portal's /hotels/photo-N.svg.
  photo_n INTEGER NOT NULL,
  kind TEXT NOT NULL REFERENCES photo_kinds(code),
  PRIMARY KEY (hotel_id, position)
);
CREATE TABLE IF NOT EXISTS rooms (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  room_type_id INTEGER NOT NULL REFERENCES room_types(id)
);
-- The contract: EUR per night by season (see search/pricing.ts).
CREATE TABLE IF NOT EXISTS room_prices (
  room_id INTEGER NOT NULL REFERENCES rooms(id),
  season TEXT NOT NULL,
  night REAL NOT NULL,
  extra_adult REAL NOT NULL,
  child REAL NOT NULL,
  PRIMARY KEY (room_id, season)
);
CREATE TABLE IF NOT EXISTS hotel_meals (
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  meal_id INTEGER NOT NULL REFERENCES meals(id),
  -- EUR per adult per night.
  supplement REAL NOT NULL,
  PRIMARY KEY (hotel_id, meal_id)
);
CREATE TABLE IF NOT EXISTS stop_sales (
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  date_from TEXT NOT NULL,
  date_to TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS flights (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL,
  airline_code TEXT NOT NULL REFERENCES airlines(iata_code),
  type TEXT NOT NULL CHECK (type IN ('charter', 'regular')),
  -- 'out': departure city → destination airport; 'back': the reverse.
  direction TEXT NOT NULL CHECK (direction IN ('out', 'back')),
  departure_city_id INTEGER NOT NULL REFERENCES departure_cities(id),
  airport_code TEXT NOT NULL REFERENCES airports(iata_code),
  date TEXT NOT NULL,
  departure_time TEXT NOT NULL,
  duration_min INTEGER NOT NULL,
  -- One-way adult fare, EUR.
  fare REAL NOT NULL,
  seats INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS currency_rates (
  currency TEXT PRIMARY KEY,
  per_eur REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS searches (
  id TEXT PRIMARY KEY,
  query TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS saved_offers (
  uuid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  sid TEXT NOT NULL,
  search_result TEXT NOT NULL,
  price REAL NOT NULL,
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS saved_offers_user ON saved_offers(user_id, created_at DESC);
-- Client selections (docs/product.md "Client selections"): a link to some saved offers, as they
-- were when it was made (the agent's prices), for a client without a session.
CREATE TABLE IF NOT EXISTS shared_selections (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  -- The offer contacts (lib/schemas/saved-offers.ts), as JSON.
  contacts TEXT NOT NULL,
  note TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  valid_until INTEGER NOT NULL,
  revoked_at INTEGER,
  opens INTEGER NOT NULL DEFAULT 0,
  last_opened_at INTEGER
);
CREATE INDEX IF NOT EXISTS shared_selections_user ON shared_selections(user_id, created_at DESC);
CREATE TABLE IF NOT EXISTS shared_selection_offers (
  token TEXT NOT NULL REFERENCES shared_selections(token),
  position INTEGER NOT NULL,
  -- The saved offer's search_result (EUR) and the agent's price, as they were when shared.
  search_result TEXT NOT NULL,
  price REAL NOT NULL,
  -- The day (ISO) a re-check first found the operator's price moved; NULL while it has not.
  changed_since TEXT,
  PRIMARY KEY (token, position)
);
CREATE TABLE IF NOT EXISTS shared_selection_answers (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL REFERENCES shared_selections(token),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  messenger TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS shared_selection_answers_token ON shared_selection_answers(token, id);
-- Orders (lib/schemas/orders.ts). JSON columns hold wire shapes as booked (EUR); the columns the
-- journal filters and sorts on are copied out of them.
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  owner_id INTEGER NOT NULL REFERENCES users(id),
  number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  sid TEXT NOT NULL,
  -- The booked Offer, services, PriceBreakdown, contact and baggage, as JSON.
  offer TEXT NOT NULL,
  services TEXT NOT NULL,
  price TEXT NOT NULL,
  contact TEXT NOT NULL,
  baggage TEXT,
  note TEXT NOT NULL DEFAULT '',
  flight_type TEXT NOT NULL CHECK (flight_type IN ('charter', 'regular')),
  hotel_id INTEGER NOT NULL,
  country_id INTEGER NOT NULL,
  check_in TEXT NOT NULL,
  check_out TEXT NOT NULL,
  flight_there TEXT NOT NULL,
  flight_back TEXT NOT NULL,
  total REAL NOT NULL,
  net REAL NOT NULL,
  created_at TEXT NOT NULL,
  -- When the operator confirms (or confirmed) a pending order: the demo confirms lazily on read.
  confirm_at TEXT NOT NULL,
  charter_change TEXT,
  charter_confirmed_at TEXT,
  cancel_requested_at TEXT,
  cancel_reason TEXT,
  cancel_penalty REAL,
  -- When the operator processes (or processed) the cancellation request.
  cancel_at TEXT,
  cancelled_at TEXT
);
CREATE INDEX IF NOT EXISTS orders_agency ON orders(agency_id, created_at DESC);
CREATE TABLE IF NOT EXISTS tourists (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  ${TRAVELLER_COLUMNS}
);
CREATE INDEX IF NOT EXISTS tourists_order ON tourists(order_id, position);
-- Payment attempts: a card attempt is created pending and completed at most once.
-- The id is random (repos/order-payments.ts, newOrderPaymentId): the bank's page opens by it alone.
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  created_at TEXT NOT NULL,
  amount REAL NOT NULL,
  method TEXT NOT NULL,
  status TEXT NOT NULL,
  reference TEXT,
  return_url TEXT,
  completed_at TEXT
);
CREATE TABLE IF NOT EXISTS bonuses (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  created_at TEXT NOT NULL,
  percent REAL NOT NULL,
  amount REAL NOT NULL,
  status TEXT NOT NULL
);
-- The operator's content (docs/product.md §7 "Content"). Texts are JSON by language:
-- {"ru": {...}, "ro": {...}, "en": {...}, "ua": {...}}; the caller's language is picked on read.
CREATE TABLE IF NOT EXISTS publications (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  pinned INTEGER NOT NULL DEFAULT 0,
  -- A path on the portal (/news/….svg) or NULL.
  image TEXT,
  published_at TEXT NOT NULL,
  -- {locale: {title, teaser, body}}
  texts TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS publications_order ON publications(pinned DESC, published_at DESC, id DESC);
CREATE TABLE IF NOT EXISTS publication_reads (
  publication_id INTEGER NOT NULL REFERENCES publications(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  read_at TEXT NOT NULL,
  PRIMARY KEY (user_id, publication_id)
);
CREATE TABLE IF NOT EXISTS rule_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES rule_categories(id),
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  -- {locale: name}
  names TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rules (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES rule_categories(id),
  position INTEGER NOT NULL,
  mandatory INTEGER NOT NULL DEFAULT 0,
  effective_from TEXT NOT NULL,
  -- When the text was last revised (ISO time); an acknowledgement older than this no longer counts.
  changed_at TEXT,
  -- Comma-joined ISO country codes ('' = every country) and 'charter' | 'regular' | NULL (both).
  countries TEXT NOT NULL DEFAULT '',
  flight_type TEXT,
  -- {locale: {title, body}}
  texts TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rule_acknowledgements (
  rule_id INTEGER NOT NULL REFERENCES rules(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  acknowledged_at TEXT NOT NULL,
  PRIMARY KEY (rule_id, user_id)
);
CREATE TABLE IF NOT EXISTS faq_topics (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  names TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS faq_entries (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL REFERENCES faq_topics(id),
  -- Made once from the English question (lib/shared/slug.ts): stable in every language.
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  countries TEXT NOT NULL DEFAULT '',
  flight_type TEXT,
  -- {locale: {question, answer}}
  texts TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY,
  -- NULL: every agency's; else only that agency's (its contract).
  agency_id INTEGER REFERENCES agencies(id),
  kind TEXT NOT NULL,
  language TEXT NOT NULL,
  file_name TEXT NOT NULL,
  published_at TEXT NOT NULL,
  -- {locale: {title, description}}
  texts TEXT NOT NULL,
  -- What the PDF says (demo-backend/src/pdf/jobs.ts, OperatorDocumentContent), or NULL for the
  -- agency contract, rendered from the agency's details.
  content TEXT
);
-- Running the agency (docs/product.md "Running the agency: the calls").
CREATE TABLE IF NOT EXISTS offices (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  name TEXT NOT NULL,
  city TEXT NOT NULL
);
-- Uploaded images (an agency's logo, a user's avatar), checked by content before they are stored.
CREATE TABLE IF NOT EXISTS images (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sub_partitions (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  name TEXT NOT NULL,
  manager_id INTEGER REFERENCES users(id)
);
CREATE TABLE IF NOT EXISTS sub_partition_members (
  sub_partition_id INTEGER NOT NULL REFERENCES sub_partitions(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (sub_partition_id, user_id)
);
-- A gateway's secret is write-only: stored for the card payments, never sent back.
CREATE TABLE IF NOT EXISTS payment_gateways (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  provider TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  currencies TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  secret TEXT,
  secret_set_at TEXT
);
-- Flight tickets (docs/product.md §11). A hash holds a fare's price for a party until expires_at;
-- booking it makes a ticket order, which takes its seats from the flights table (shared with tours).
CREATE TABLE IF NOT EXISTS air_holds (
  hash TEXT PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  fare_id TEXT NOT NULL,
  -- PassengerCounts and FarePrice, as JSON.
  passengers TEXT NOT NULL,
  price TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  order_id INTEGER
);
CREATE TABLE IF NOT EXISTS ticket_orders (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  owner_id INTEGER NOT NULL REFERENCES users(id),
  number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  fare_id TEXT NOT NULL,
  -- The booked Fare (segments, rules, price as booked) and the Buyer, as JSON.
  fare TEXT NOT NULL,
  buyer TEXT NOT NULL,
  flight_type TEXT NOT NULL,
  trip TEXT NOT NULL,
  route TEXT NOT NULL,
  airlines TEXT NOT NULL,
  -- The first departure's local date and instant, the last departure's instant.
  departure_date TEXT NOT NULL,
  departs_at TEXT NOT NULL,
  last_departs_at TEXT NOT NULL,
  total REAL NOT NULL,
  paid REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  payment_deadline TEXT,
  ticketing_at TEXT,
  cancelled_at TEXT,
  cancel_penalty REAL,
  -- The order's flights and the seats it took from each, "id:seats" comma-joined (0 for seeded orders).
  flight_seats TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ticket_orders_agency ON ticket_orders(agency_id, created_at DESC);
CREATE TABLE IF NOT EXISTS ticket_passengers (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES ticket_orders(id),
  ${TRAVELLER_COLUMNS},
  ticket_number TEXT
);
CREATE INDEX IF NOT EXISTS ticket_passengers_order ON ticket_passengers(order_id, position);
-- The ticket desk (docs/product.md §12): the agency's order properties, the links of its employees to
-- external ticketing accounts, the payments against its ticket orders.
CREATE TABLE IF NOT EXISTS ats_properties (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  name TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX IF NOT EXISTS ats_properties_name ON ats_properties(agency_id, name COLLATE NOCASE);
CREATE TABLE IF NOT EXISTS ats_user_links (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  system TEXT NOT NULL,
  office_id TEXT NOT NULL,
  agent_sign TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  -- Inclusive; NULL: open-ended.
  valid_to TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ats_user_links_user ON ats_user_links(user_id, valid_from);
CREATE INDEX IF NOT EXISTS ats_user_links_agency ON ats_user_links(agency_id, created_at DESC);
CREATE INDEX IF NOT EXISTS ats_user_links_account ON ats_user_links(system, office_id, agent_sign);
CREATE TABLE IF NOT EXISTS ticket_payments (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  order_id INTEGER NOT NULL REFERENCES ticket_orders(id),
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  -- EUR per unit of currency on rate_date; amount_eur = amount × rate, in cents.
  rate REAL NOT NULL,
  rate_date TEXT NOT NULL,
  amount_eur REAL NOT NULL,
  method TEXT NOT NULL,
  paid_on TEXT NOT NULL,
  payer TEXT NOT NULL,
  reference TEXT,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users(id)
);
CREATE INDEX IF NOT EXISTS ticket_payments_order ON ticket_payments(order_id, status);
CREATE INDEX IF NOT EXISTS ticket_payments_agency ON ticket_payments(agency_id, paid_on DESC);
CREATE INDEX IF NOT EXISTS ticket_payments_status ON ticket_payments(agency_id, status, paid_on DESC);
-- The reports (docs/product.md §13): the agency's seat blocks on charter flights. A ticket order on
-- a block's flight number and departure day is sold on it (ticket_orders.charter_block_id).
CREATE TABLE IF NOT EXISTS charter_blocks (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  airline TEXT NOT NULL,
  -- "H4 7002", as a ticket order's legs name it.
  flight_number TEXT NOT NULL,
  -- "KIV-AYT".
  route TEXT NOT NULL,
  departure_date TEXT NOT NULL,
  seats INTEGER NOT NULL,
  seat_cost REAL NOT NULL,
  release_date TEXT NOT NULL,
  released INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS charter_blocks_departure ON charter_blocks(agency_id, departure_date);
CREATE UNIQUE INDEX IF NOT EXISTS charter_blocks_flight ON charter_blocks(flight_number, departure_date, agency_id);
-- Each document's PDF, rendered once on first need: its size is what the list reports.
CREATE TABLE IF NOT EXISTS document_files (
  document_id INTEGER PRIMARY KEY REFERENCES documents(id),
  pdf BLOB NOT NULL
);
`;

export function createSchema(db: Database.Database): void {
  db.exec(DDL);
  // The commission rates are one table in code (orders/commission.ts); a copy per agency is dropped.
  db.exec('DROP TABLE IF EXISTS agency_commissions');
  // Databases created before a column existed get it added in place (demo data survives).
  addMissingColumn(db, 'users', 'malicious_extension', 'TEXT');
  for (const column of ['address', 'phone', 'email'])
    addMissingColumn(db, 'agencies', column, "TEXT NOT NULL DEFAULT ''");
  // Running the agency: the profile, contract and standing of an agency; employee status, office,
  // stored language; where and on what a session was opened and when it was last used.
  for (const column of ['legal_name', 'tax_id', 'website'])
    addMissingColumn(db, 'agencies', column, "TEXT NOT NULL DEFAULT ''");
  addMissingColumn(db, 'agencies', 'logo_id', 'INTEGER');
  addMissingColumn(db, 'agencies', 'contract', 'TEXT');
  addMissingColumn(db, 'agencies', 'balance', 'REAL NOT NULL DEFAULT 0');
  addMissingColumn(db, 'agencies', 'credit_limit', 'REAL NOT NULL DEFAULT 0');
  // The theme whose hosts the agency's clients open its links on (docs/product.md "Client selections").
  addMissingColumn(db, 'agencies', 'theme', "TEXT NOT NULL DEFAULT 'default'");
  addMissingColumn(db, 'users', 'status', "TEXT NOT NULL DEFAULT 'active'");
  addMissingColumn(db, 'users', 'office_id', 'INTEGER');
  addMissingColumn(db, 'users', 'locale', 'TEXT');
  for (const column of ['user_agent', 'ip', 'place']) addMissingColumn(db, 'login_sessions', column, 'TEXT');
  addMissingColumn(db, 'login_sessions', 'last_seen_at', 'INTEGER');
  randomizePaymentIds(db);
  db.exec('CREATE INDEX IF NOT EXISTS payments_by_order ON payments(order_id)');
  addTicketDeskColumns(db);
}

/**
 * The ticket desk's fields of a ticket order (docs/product.md §12): one store, so the flight
 * list's orders gain them in place. A booked order is a sale whose fare is its total.
 */
function addTicketDeskColumns(db: Database.Database): void {
  const had = db
    .prepare<[], { name: string }>('PRAGMA table_info(ticket_orders)')
    .all()
    .some((c) => c.name === 'fare_amount');
  addMissingColumn(db, 'ticket_orders', 'source', "TEXT NOT NULL DEFAULT 'portal'");
  for (const column of ['pnr', 'carrier', 'issue_date']) addMissingColumn(db, 'ticket_orders', column, 'TEXT');
  addMissingColumn(db, 'ticket_orders', 'transaction_type', "TEXT NOT NULL DEFAULT 'sale'");
  for (const column of ['fare_amount', 'taxes', 'fee', 'commission'])
    addMissingColumn(db, 'ticket_orders', column, 'REAL NOT NULL DEFAULT 0');
  // The order's property ids, ",1,4," (the commas make an id match exact).
  addMissingColumn(db, 'ticket_orders', 'properties', "TEXT NOT NULL DEFAULT ''");
  // Who entered a manual order at the desk (null: booked through the portal by its owner); a
  // manual order has its issue day only, so a ticketing time stored before is dropped.
  const hadCreator = db
    .prepare<[], { name: string }>('PRAGMA table_info(ticket_orders)')
    .all()
    .some((c) => c.name === 'created_by');
  addMissingColumn(db, 'ticket_orders', 'created_by', 'INTEGER REFERENCES users(id)');
  if (!hadCreator) db.exec("UPDATE ticket_orders SET ticketing_at = NULL WHERE source = 'manual'");
  if (!had) db.exec("UPDATE ticket_orders SET fare_amount = total WHERE source = 'portal'");
  db.exec(`CREATE INDEX IF NOT EXISTS ticket_orders_owner ON ticket_orders(agency_id, owner_id, created_at DESC);
    CREATE INDEX IF NOT EXISTS ticket_orders_issue ON ticket_orders(agency_id, issue_date);
    CREATE INDEX IF NOT EXISTS ticket_orders_pnr ON ticket_orders(agency_id, pnr);`);
  // A refund's status is refunded (lib/schemas/ats.ts refundStatusAgrees): a database stored before says ticketed or flown.
  db.exec(
    "UPDATE ticket_orders SET status = 'refunded' WHERE transaction_type = 'refund' AND status IN ('ticketed', 'flown')",
  );
  syncTicketSales(db);
  addReportColumns(db);
}

/**
 * The reports' columns of a ticket order (docs/product.md §13): its passengers and seats counted
 * once (the sales report adds them up without reading the passengers), the charter block it is
 * sold on; and the indexes that cover the reports' sums and the ticket desk's lists over a year of
 * orders (docs/performance.md "Reports and the ticket desk": a list's count and page read the index,
 * never the rows with their fare JSON).
 */
function addReportColumns(db: Database.Database): void {
  const had = db
    .prepare<[], { name: string }>('PRAGMA table_info(ticket_orders)')
    .all()
    .some((c) => c.name === 'tickets');
  addMissingColumn(db, 'ticket_orders', 'tickets', 'INTEGER NOT NULL DEFAULT 0');
  addMissingColumn(db, 'ticket_orders', 'seats', 'INTEGER NOT NULL DEFAULT 0');
  addMissingColumn(db, 'ticket_orders', 'charter_block_id', 'INTEGER REFERENCES charter_blocks(id)');
  if (!had) {
    db.exec(`UPDATE ticket_orders SET tickets = (SELECT COUNT(*) FROM ticket_passengers p WHERE p.order_id = ticket_orders.id),
      seats = (SELECT COUNT(*) FROM ticket_passengers p WHERE p.order_id = ticket_orders.id AND p.kind != 'infant')`);
  }
  // One per grouping of the sales report (docs/product.md §13): the day's orders in the group's
  // order, so a period sums per day and group without sorting its rows (repos/reports.ts).
  const sums = 'status, tickets, fare_amount, taxes, fee, commission, carrier, airlines, owner_id, route';
  db.exec(`DROP INDEX IF EXISTS ticket_orders_sales;
    CREATE INDEX IF NOT EXISTS ticket_orders_sales_day ON ticket_orders(agency_id, issue_date, transaction_type, ${sums});
    CREATE INDEX IF NOT EXISTS ticket_orders_sales_airline ON ticket_orders(agency_id, issue_date, COALESCE(carrier, substr(airlines, 2, 2)), transaction_type, ${sums});
    CREATE INDEX IF NOT EXISTS ticket_orders_sales_route ON ticket_orders(agency_id, issue_date, route, transaction_type, ${sums});
    CREATE INDEX IF NOT EXISTS ticket_orders_sales_seller ON ticket_orders(agency_id, issue_date, owner_id, transaction_type, ${sums});
    CREATE INDEX IF NOT EXISTS ticket_orders_block ON ticket_orders(charter_block_id, status, transaction_type, seats, total) WHERE charter_block_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ticket_orders_due ON ticket_orders(status, last_departs_at);
    CREATE INDEX IF NOT EXISTS ticket_orders_seller ON ticket_orders(owner_id, status);
    CREATE INDEX IF NOT EXISTS ticket_orders_list ON ticket_orders(agency_id, created_at, status, route, departure_date, airlines, flight_type, source,
      transaction_type, owner_id, issue_date, pnr, number, departs_at, total);
    CREATE INDEX IF NOT EXISTS ticket_orders_sellers ON ticket_orders(agency_id, owner_id, issue_date, created_at);
    CREATE INDEX IF NOT EXISTS ticket_orders_properties ON ticket_orders(agency_id, properties) WHERE properties != '';
    CREATE INDEX IF NOT EXISTS ticket_passengers_surname ON ticket_passengers(surname COLLATE NOCASE, order_id);
    CREATE INDEX IF NOT EXISTS ticket_payments_paid ON ticket_payments(agency_id, paid_on, status, method, currency);`);
}

/**
 * Orders paid before payments were recorded get one settled (reconciled once ticketed) card
 * payment of what they hold, and ticketed ones without an issue date get their ticketing day, so
 * `paid` is always the sum of the counted payments. Also run after seeding the ticket orders.
 */
export function syncTicketSales(db: Database.Database): void {
  db.exec(`INSERT INTO ticket_payments (agency_id, order_id, amount, currency, rate, rate_date, amount_eur, method, paid_on, payer, reference, status, created_at, created_by)
    SELECT o.agency_id, o.id, o.paid, 'EUR', 1, substr(o.created_at, 1, 10), o.paid, 'card', substr(o.created_at, 1, 10),
      COALESCE(json_extract(o.buyer, '$.name'), ''), NULL, CASE WHEN o.status IN ('ticketed', 'flown') THEN 'reconciled' ELSE 'settled' END, o.created_at, o.owner_id
    FROM ticket_orders o WHERE o.paid > 0 AND NOT EXISTS (SELECT 1 FROM ticket_payments p WHERE p.order_id = o.id)`);
  db.exec(
    "UPDATE ticket_orders SET issue_date = substr(ticketing_at, 1, 10) WHERE issue_date IS NULL AND status IN ('ticketed', 'flown') AND ticketing_at IS NOT NULL",
  );
}

/** A database made when payment ids were sequential numbers: every payment gets a random id, in its order. */
function randomizePaymentIds(db: Database.Database): void {
  const id = db.prepare<[], { type: string }>("SELECT type FROM pragma_table_info('payments') WHERE name = 'id'").get();
  if (id?.type !== 'INTEGER') return;
  db.transaction(() => {
    db.exec(`ALTER TABLE payments RENAME TO payments_numbered;
      CREATE TABLE payments (id TEXT PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), created_at TEXT NOT NULL,
        amount REAL NOT NULL, method TEXT NOT NULL, status TEXT NOT NULL, reference TEXT, return_url TEXT, completed_at TEXT);`);
    const copy = db.prepare(
      `INSERT INTO payments (id, order_id, created_at, amount, method, status, reference, return_url, completed_at)
       SELECT ?, order_id, created_at, amount, method, status, reference, return_url, completed_at FROM payments_numbered WHERE id = ?`,
    );
    for (const row of db.prepare<[], { id: number }>('SELECT id FROM payments_numbered ORDER BY id').all())
      copy.run(newOrderPaymentId(), row.id);
    db.exec('DROP TABLE payments_numbered');
  })();
}

function addMissingColumn(db: Database.Database, table: string, column: string, definition: string): void {
  const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
  if (!columns.some((existing) => existing.name === column))
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

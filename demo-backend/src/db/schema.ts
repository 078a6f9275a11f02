import type Database from 'better-sqlite3';

// Times are epoch milliseconds (INTEGER) unless a column is a wire-format date string.
const DDL = `
CREATE TABLE IF NOT EXISTS agencies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  alias TEXT NOT NULL,
  avatar TEXT,
  notification_position TEXT NOT NULL DEFAULT 'bottom-right',
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
`;

export function createSchema(db: Database.Database): void {
  db.exec(DDL);
  // Databases created before the column existed get it added in place (demo data survives).
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(users)').all();
  if (!columns.some((column) => column.name === 'malicious_extension')) {
    db.exec('ALTER TABLE users ADD COLUMN malicious_extension TEXT');
  }
}

import Database from 'better-sqlite3';
import { ROLES, rolesThatCan, type Capability, type Role } from '@/lib/shared/permissions';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login, ROLE_LOGINS } from './client';
import { portalToday } from '@/lib/format/date';

// The reports' tests (docs/product.md §13): a backend with a token per role and its database
// opened read-only, so a report's sums can be checked against SQL over the same rows.

export const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface ReportsBackend {
  url: string;
  db: Database.Database;
  tokens: Record<Role | 'partner_director', string>;
  today: string;
}

export function reportsBackend(opts: { salesYearOrders?: number } = {}): ReportsBackend {
  const state = { tokens: {} } as ReportsBackend;
  let backend: DemoBackend | undefined;
  beforeAll(async () => {
    backend = await startDemoBackend(opts);
    state.url = backend.url;
    state.db = new Database(backend.dbPath, { readonly: true });
    state.today = portalToday();
    const logins = { ...ROLE_LOGINS, partner_director: 'director@partner.travel' };
    for (const [key, email] of Object.entries(logins))
      state.tokens[key as Role] = (await login(backend.url, email)).access_token;
  }, 120_000);
  afterAll(async () => {
    state.db?.close();
    await backend?.close();
  });
  return state;
}

/** The roles without a capability (every one of the six the permissions table names). */
export const rolesWithout = (capability: Capability) =>
  ROLES.filter((role) => !rolesThatCan(capability).includes(role));

/** A GET's JSON, expecting 200. */
export async function get<T>(
  backend: ReportsBackend,
  path: string,
  schema: { parse: (v: unknown) => T },
  token = backend.tokens.agency_director,
  locale?: string,
): Promise<T> {
  const answer = await call(backend.url, path, { token, locale });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return schema.parse(answer.body);
}

/** Every page's rows of a paged call, `page(n)` answering page n. */
export async function everyPage<T>(page: (n: number) => Promise<{ data: T[]; meta: { total: number } }>): Promise<T[]> {
  const rows: T[] = [];
  for (let n = 1; ; n++) {
    const { data, meta } = await page(n);
    rows.push(...data);
    if (rows.length >= meta.total || data.length === 0) return rows;
  }
}

import {
  DEMO_PASSWORD,
  DEMO_AGENCY,
  DEMO_USERS,
  BANKS,
  BANK_BRANCHES,
  PARTNER_AGENCY,
  PARTNER_USERS,
} from './seed-data';
import { seedPasswordHash } from '../auth/passwords';
import { portalToday } from '@/lib/format/date';
import { addIsoDays } from '@/lib/shared/calendar-days';
import type { Db } from './open';
import { prng } from '../prng';

/** Rates for the year of sales the reports' seed pays in (docs/product.md §13) and a month before it. */
export const RATE_DAYS = 400;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** MDL per unit for the last RATE_DAYS days up to today: a slow random walk inside plausible bands. */
function exchangeRates(today: Date) {
  const random = prng(20_240_601);
  let eur = 19.45;
  let usd = 17.4;
  const rows: Array<{ date: string; eur: number; usd: number }> = [];
  // Calendar days back from the portal's today, not 24-hour steps back from now: a step back
  // across a change of summer time lands on the same portal day twice, or skips one, at some hours.
  const last = portalToday(today);
  for (let offset = RATE_DAYS - 1; offset >= 0; offset--) {
    eur = Math.min(19.6, Math.max(19.3, eur + (random() - 0.5) * 0.06));
    usd = Math.min(17.9, Math.max(16.9, usd + (random() - 0.5) * 0.12));
    rows.push({ date: addIsoDays(last, -offset), eur: round4(eur), usd: round4(usd) });
  }
  return rows;
}

/** Seeds an empty database; a database that already has users is left as it is. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const { count } = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM users').get() ?? { count: 0 };
  if (count > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((user) => seedPasswordHash(user.email, DEMO_PASSWORD)));
  const partnerHashes = await Promise.all(PARTNER_USERS.map((user) => seedPasswordHash(user.email, DEMO_PASSWORD)));

  const insertAgency = db.prepare(
    'INSERT INTO agencies (id, name, city, address, phone, email, theme) VALUES (@id, @name, @city, @address, @phone, @email, @theme)',
  );
  const insertUser = db.prepare(
    `INSERT INTO users (id, agency_id, email, password_hash, name, alias, phone_office, phone_mobile)
     VALUES (@id, @agency_id, @email, @password_hash, @name, @alias, @phone_office, @phone_mobile)`,
  );
  const insertRate = db.prepare('INSERT INTO exchange_rates (date, eur_max_value, usd_max_value) VALUES (?, ?, ?)');
  const insertBank = db.prepare('INSERT INTO banks (id, name, code) VALUES (?, ?, ?)');
  const insertBranch = db.prepare('INSERT INTO bank_branches (id, bank_id, name, code) VALUES (?, ?, ?, ?)');

  db.transaction(() => {
    insertAgency.run(DEMO_AGENCY);
    DEMO_USERS.forEach((user, index) =>
      insertUser.run({ ...user, agency_id: DEMO_AGENCY.id, password_hash: hashes[index] }),
    );
    insertAgency.run(PARTNER_AGENCY);
    PARTNER_USERS.forEach((user, index) =>
      insertUser.run({ ...user, agency_id: PARTNER_AGENCY.id, password_hash: partnerHashes[index] }),
    );
    for (const rate of exchangeRates(now)) insertRate.run(rate.date, rate.eur, rate.usd);
    for (const bank of BANKS) insertBank.run(bank.id, bank.name, bank.code);
    for (const branch of BANK_BRANCHES) insertBranch.run(branch.id, branch.bank_id, branch.name, branch.code);
  })();
  return true;
}

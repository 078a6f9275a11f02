import Database from 'better-sqlite3';
import { airlineNameOf } from '@/demo-backend/src/flights/airline-names';
import { LOCALES } from '@/demo-backend/src/i18n';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';

// Every airline code the seeded data uses (the catalogue's flights, the ticket orders' airlines and
// carriers, the charter blocks) has a name in each of the four languages (db/catalogue-data.ts), so
// no filter, report row or ticket shows a bare code.

let backend: DemoBackend;
beforeAll(async () => {
  backend = await startDemoBackend();
}, 120_000);
afterAll(() => backend.close());

describe('airline names', () => {
  it('names every airline code of the seeded flights, ticket orders and charter blocks in ru, ro, en and ua', () => {
    const db = new Database(backend.dbPath, { readonly: true });
    try {
      const codes = new Set<string>();
      for (const { code } of db
        .prepare<[], { code: string }>('SELECT DISTINCT airline_code AS code FROM flights')
        .all())
        codes.add(code);
      for (const { code } of db
        .prepare<[], { code: string }>('SELECT DISTINCT carrier AS code FROM ticket_orders WHERE carrier IS NOT NULL')
        .all())
        codes.add(code);
      for (const { list } of db
        .prepare<[], { list: string }>('SELECT DISTINCT airlines AS list FROM ticket_orders')
        .all())
        for (const code of list.split(',').filter(Boolean)) codes.add(code);
      for (const { code } of db
        .prepare<[], { code: string }>('SELECT DISTINCT airline AS code FROM charter_blocks')
        .all())
        codes.add(code);
      expect(codes.has('LH')).toBe(true);
      const unnamed = [...codes].flatMap((code) =>
        LOCALES.filter((locale) => !airlineNameOf(code, locale)).map((locale) => `${code} (${locale})`),
      );
      expect(unnamed).toEqual([]);
    } finally {
      db.close();
    }
  });
});

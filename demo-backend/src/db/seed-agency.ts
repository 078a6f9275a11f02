import { seedPasswordHash } from '../auth/passwords';
import type { Role } from '../roles';
import type { Db } from './open';
import { AGENCY_CONTRACT_PARTIES, DEMO_AGENCY, DEMO_PASSWORD, PARTNER_AGENCY, type SeedUser } from './seed-data';

// Running the agency (docs/product.md "Running the agency: the calls"): offices, the rest of the
// employees in every status, sub-partitions, payment gateways, the agencies'
// profiles and standing, and sessions on realistic devices.

export const OFFICES = [
  { id: 1, agency_id: DEMO_AGENCY.id, name: 'Chișinău, Centru', city: 'Chișinău' },
  { id: 2, agency_id: DEMO_AGENCY.id, name: 'Bălți', city: 'Bălți' },
  { id: 3, agency_id: PARTNER_AGENCY.id, name: 'Iași, Copou', city: 'Iași' },
] as const;

/** The office of each seeded user (users 1–6 and 7 are seed-data.ts's). */
const OFFICE_OF: Record<number, number> = { 1: 1, 2: 1, 3: 1, 4: 2, 5: 1, 6: 1, 7: 3 };

export interface EmployeeSeed extends SeedUser {
  agency_id: number;
  office_id: number;
  status: 'active' | 'blocked' | 'dismissed';
}

const employee = (
  id: number,
  email: string,
  name: string,
  alias: Role,
  office_id: number,
  status: EmployeeSeed['status'],
  agency_id: number = DEMO_AGENCY.id,
): EmployeeSeed => ({
  id,
  email,
  name,
  alias,
  office_id,
  status,
  agency_id,
  phone_office: '',
  phone_mobile: `+3736${String(9_100_000 + id * 7).slice(0, 7)}`,
});

/** Demo Travel has twelve employees with these (six active in seed-data.ts); Partner Tours gets its director. */
export const EMPLOYEE_USERS: readonly EmployeeSeed[] = [
  employee(8, 'victor.lungu@demo.travel', 'Victor Lungu', 'agent', 2, 'active'),
  employee(9, 'irina.sarbu@demo.travel', 'Irina Sârbu', 'agent', 1, 'active'),
  employee(10, 'sergiu.cojocaru@demo.travel', 'Sergiu Cojocaru', 'agent', 2, 'blocked'),
  employee(11, 'tatiana.rotaru@demo.travel', 'Tatiana Rotaru', 'agent', 1, 'blocked'),
  employee(12, 'dorin.ceban@demo.travel', 'Dorin Ceban', 'agent', 1, 'dismissed'),
  employee(13, 'maria.lupu@demo.travel', 'Maria Lupu', 'agency_manager', 2, 'dismissed'),
  employee(14, 'director@partner.travel', 'Dan Ionescu', 'agency_director', 3, 'active', PARTNER_AGENCY.id),
];

/** Four sub-partitions of Demo Travel; their tourists are those of their members' orders. */
export const SUB_PARTITIONS = [
  { id: 1, name: 'Corporate clients', manager_id: 5, members: [1, 9] },
  { id: 2, name: 'Family holidays', manager_id: 5, members: [2, 8] },
  { id: 3, name: 'Bălți walk-in', manager_id: 4, members: [4, 8, 10] },
  { id: 4, name: 'Weekend trips', manager_id: 3, members: [3, 5] },
] as const;

/** Sessions the demo users already have elsewhere (the one a test or a person signs in with comes on top). */
const DEVICES = [
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    place: 'Chișinău, Moldova',
    hoursAgo: 3,
  },
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    place: 'Bălți, Moldova',
    hoursAgo: 26,
  },
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Gecko/20100101 Firefox/132.0',
    place: 'Iași, Romania',
    hoursAgo: 75,
  },
];

export async function seedAgencyIfEmpty(db: Db, now = Date.now()): Promise<boolean> {
  const { count } = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM offices').get() ?? { count: 0 };
  const agencies = db.prepare<[], { id: number }>('SELECT id FROM agencies').all();
  if (count > 0 || agencies.length === 0) return false;
  // One scrypt for all of them (a seed hash is per email otherwise): every test server seeds this,
  // and on a busy machine seven more hashes would slow each one's start.
  const hash = await seedPasswordHash('staff@demo.travel', DEMO_PASSWORD);

  const insertOffice = db.prepare(
    'INSERT INTO offices (id, agency_id, name, city) VALUES (@id, @agency_id, @name, @city)',
  );
  const insertUser = db.prepare(
    `INSERT INTO users (id, agency_id, email, password_hash, name, alias, phone_office, phone_mobile, status, office_id)
     VALUES (@id, @agency_id, @email, @password_hash, @name, @alias, @phone_office, @phone_mobile, @status, @office_id)`,
  );
  const setOffice = db.prepare('UPDATE users SET office_id = ? WHERE id = ?');
  const insertSub = db.prepare('INSERT INTO sub_partitions (id, agency_id, name, manager_id) VALUES (?, ?, ?, ?)');
  const insertMember = db.prepare('INSERT INTO sub_partition_members (sub_partition_id, user_id) VALUES (?, ?)');
  const insertGateway = db.prepare(
    'INSERT INTO payment_gateways (agency_id, provider, merchant_id, currencies, enabled, secret, secret_set_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const setAgency = db.prepare(
    'UPDATE agencies SET legal_name = ?, tax_id = ?, website = ?, contract = ?, balance = ?, credit_limit = ? WHERE id = ?',
  );
  const insertSession = db.prepare(
    'INSERT INTO login_sessions (id, user_id, created_at, last_seen_at, user_agent, ip, place) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const userIds = db.prepare<[], { id: number }>("SELECT id FROM users WHERE status = 'active' ORDER BY id").all();

  db.transaction(() => {
    for (const office of OFFICES) insertOffice.run(office);
    for (const [user, office] of Object.entries(OFFICE_OF)) setOffice.run(office, Number(user));
    for (const user of EMPLOYEE_USERS) insertUser.run({ ...user, password_hash: hash });
    for (const sub of SUB_PARTITIONS) {
      insertSub.run(sub.id, DEMO_AGENCY.id, sub.name, sub.manager_id);
      for (const member of sub.members) insertMember.run(sub.id, member);
    }
    const setAt = new Date(now - 40 * 86_400_000).toISOString();
    insertGateway.run(DEMO_AGENCY.id, 'maib', 'DEMO-MAIB-0042', 'MDL,EUR', 1, 'demo-maib-secret-0042', setAt);
    insertGateway.run(DEMO_AGENCY.id, 'paynet', 'demo_paynet_17', 'MDL', 0, null, null);
    for (const { id } of agencies) {
      const party = AGENCY_CONTRACT_PARTIES[id];
      if (party) {
        const contract = {
          number: `AG-${2024 + id}-${String(id * 37).padStart(4, '0')}`,
          signed_at: `0${id + 2}.02.${2024 + id}`,
          bank_id: id === DEMO_AGENCY.id ? 1 : 3,
          branch_id: id === DEMO_AGENCY.id ? 101 : 301,
        };
        const site = id === DEMO_AGENCY.id ? 'https://demotravel.md' : 'https://partnertours.ro';
        setAgency.run(
          party.company_name,
          party.fiscal_code,
          site,
          JSON.stringify({ ...party, ...contract }),
          id === DEMO_AGENCY.id ? -8_400 : 9_400,
          id === DEMO_AGENCY.id ? 10_000 : 5_000,
          id,
        );
      }
    }
    userIds.forEach(({ id }, index) => {
      const device = DEVICES[index % DEVICES.length]!;
      const seen = now - device.hoursAgo * 3_600_000;
      insertSession.run(`seed-${id}-${index}`, id, seen - 7 * 86_400_000, seen, device.ua, null, device.place);
    });
  })();
  return true;
}

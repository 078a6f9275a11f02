import type { AppContext } from '../context';
import { seedPasswordHash } from '../auth/passwords';
import { notAfter } from '../dates';
import { portalToday } from '@/lib/format/date';
import { intIn, pick, prng, type Random } from '../prng';
import { CHARTER_AHEAD_DAYS } from '@/lib/shared/report-periods';
import { ticketCommission } from '../orders/commission';
import { dayOf } from '../search/days';
import { flightFare } from '../search/pricing';
import { HUB_AIRPORTS } from './catalogue-data';
import { FLIGHT_SCHEDULES, fliesOn } from './seed-catalogue';
import { DEMO_AGENCY, DEMO_PASSWORD, PARTNER_AGENCY } from './seed-data';

// The reports' year of ticket sales (docs/product.md §13): each agency's ticket desk agents (sellers
// nobody signs in as, so the demo users' own lists stay small), their ticketing accounts, a year of
// tickets issued up to today (sales, refunds, exchanges) with passengers and payments, and the
// charter seat blocks some of them are sold on. Deterministic (prng) apart from "today"; one
// transaction of prepared statements, rows written directly (no per-order JSON parsing).

/** Ticket orders of the full year seed (DEMO_SALES_YEAR_ORDERS' default, what `npm run backend` seeds). */
export const SALES_YEAR_ORDERS = 100_000;
/** A server built without the setting (the tests' servers) seeds this many: the same shape, fast. */
export const SMALL_SALES_YEAR_ORDERS = 2_000;
export const CHARTER_BLOCKS = 300;

/** The desk agents: [agency, email, name, system, office, sign]. */
export const DESK_AGENTS: ReadonlyArray<readonly [number, string, string, string, string, string]> = [
  [DEMO_AGENCY.id, 'desk1@demo.travel', 'Valeriu Cebotari', 'amadeus', 'KIVMD2100', 'VC'],
  [DEMO_AGENCY.id, 'desk2@demo.travel', 'Doina Rotaru', 'amadeus', 'KIVMD2100', 'DR'],
  [DEMO_AGENCY.id, 'desk3@demo.travel', 'Petru Guțu', 'sabre', 'KIV1A2', 'PG'],
  [PARTNER_AGENCY.id, 'desk1@partner.travel', 'Raluca Dumitrescu', 'amadeus', 'IASRO2108', 'RD'],
  [PARTNER_AGENCY.id, 'desk2@partner.travel', 'Bogdan Ursu', 'galileo', 'IAS4G02', 'BU'],
];

/** Regular routes: from, to, carrier, base fare (EUR per passenger, one way). */
const REGULAR: ReadonlyArray<readonly [string, string, string, number]> = [
  ['KIV', 'IST', 'TK', 120],
  ['KIV', 'FRA', 'LH', 190],
  ['KIV', 'MXP', 'W6', 70],
  ['KIV', 'LTN', '9U', 140],
  ['OTP', 'CDG', 'RO', 160],
  ['KBP', 'VIE', 'PS', 130],
  ['IAS', 'BGY', 'W6', 60],
  ['KIV', 'BCN', 'H4', 150],
  ['OTP', 'LHR', '0B', 110],
  ['KBP', 'WAW', 'PQ', 80],
];
/** Charter routes: from, to, carrier, base fare. */
const CHARTER: ReadonlyArray<readonly [string, string, string, number]> = [
  ['KIV', 'AYT', 'H4', 160],
  ['KIV', 'HRG', 'H4', 210],
  ['KIV', 'SSH', '9U', 220],
  ['IAS', 'AYT', '0B', 170],
  ['OTP', 'HER', 'RO', 180],
  ['KBP', 'BOJ', '7W', 120],
  ['KIV', 'DLM', 'H4', 175],
];
const SURNAMES = [
  'Ciobanu',
  'Rusu',
  'Moraru',
  'Popescu',
  'Lungu',
  'Ceban',
  'Munteanu',
  'Rotaru',
  'Kovalenko',
  'Bondarenko',
  'Stan',
  'Cojocaru',
  'Gheorghiu',
  'Melnyk',
  'Sirbu',
  'Balan',
];
const NAMES = [
  'Ion',
  'Ana',
  'Mihai',
  'Elena',
  'Olena',
  'Victor',
  'Maria',
  'Andrei',
  'Irina',
  'Dmytro',
  'Cristina',
  'Sergiu',
];
const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const dayMs = 86_400_000;

interface Flight {
  number: string;
  from: string;
  to: string;
  date: string;
  hour: number;
  minutes: number;
  /** The catalogue's flights' own; the desk's other tickets fly DESK_FLIGHT_MIN. */
  durationMin?: number;
}

const DESK_FLIGHT_MIN = 150;
/** The charter flights the blocks are held on: the catalogue's charters to the resorts every departure city flies to. */
const BLOCK_SCHEDULES = FLIGHT_SCHEDULES.filter((s) => s.type === 'charter' && HUB_AIRPORTS.has(s.airport.iata));
/** The first blocks departed this many days before the seed's today (eight months). */
const CHARTER_BLOCKS_FROM_DAY = -240;

/** Whether the year seed is there (its blocks are made with it). */
const seeded = (ctx: AppContext) =>
  (ctx.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM charter_blocks').get()?.count ?? 0) > 0;

/** Seeds the year once: a database with charter blocks already has it. */
export async function seedSalesYearIfEmpty(
  ctx: AppContext,
  orders = SALES_YEAR_ORDERS,
  now: Date = new Date(),
): Promise<boolean> {
  const agencies = ctx.db
    .prepare<[], { id: number }>('SELECT id FROM agencies')
    .all()
    .map((a) => a.id);
  if (seeded(ctx) || !agencies.includes(DEMO_AGENCY.id) || !agencies.includes(PARTNER_AGENCY.id)) return false;
  const hash = await seedPasswordHash('staff@demo.travel', DEMO_PASSWORD);
  if (seeded(ctx)) return false;
  const db = ctx.db;
  const random = prng(20_261_128);
  const todayIso = portalToday(now);
  const today = Date.parse(`${todayIso}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const day = (offset: number) => iso(today + offset * dayMs);

  const airlineJson = new Map<string, string>();
  const airlineOf = (code: string) => {
    let json = airlineJson.get(code);
    if (!json) {
      json = JSON.stringify(ctx.flights.airline(code) ?? { iata: code, name: code, color: '#64748b' });
      airlineJson.set(code, json);
    }
    return json;
  };

  const insertUser = db.prepare(
    `INSERT INTO users (agency_id, email, password_hash, name, alias, phone_office, phone_mobile, status)
     VALUES (?, ?, ?, ?, 'agent', '', ?, 'active')`,
  );
  const insertLink = db.prepare(
    `INSERT INTO ats_user_links (agency_id, user_id, system, office_id, agent_sign, valid_from, valid_to, active, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, 1, ?)`,
  );
  const insertBlock = db.prepare(
    `INSERT INTO charter_blocks (id, agency_id, airline, flight_number, route, departure_date, seats, seat_cost, release_date, released)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO ticket_orders (id, agency_id, owner_id, number, status, fare_id, fare, buyer, flight_type, trip, route, airlines,
       departure_date, departs_at, last_departs_at, total, paid, created_at, payment_deadline, ticketing_at, cancelled_at, cancel_penalty, flight_seats,
       source, pnr, carrier, issue_date, transaction_type, fare_amount, taxes, fee, commission, properties, tickets, seats, charter_block_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, '', 'manual', ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)`,
  );
  const insertPassenger = db.prepare(
    `INSERT INTO ticket_passengers (order_id, position, kind, surname, name, birth_date, gender, passport_number, passport_expiry, citizenship, ticket_number)
     VALUES (?, ?, 'adult', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPayment = db.prepare(
    `INSERT INTO ticket_payments (agency_id, order_id, amount, currency, rate, rate_date, amount_eur, method, paid_on, payer, reference, status, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rates = db
    .prepare<[], { date: string; eur: number; usd: number }>(
      'SELECT date, eur_max_value AS eur, usd_max_value AS usd FROM exchange_rates ORDER BY date',
    )
    .all();
  const rateByDay = new Map(rates.map((r) => [r.date, r]));
  const firstOrderId =
    (db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM ticket_orders').get()?.id ?? 0) + 1;

  // Written straight into the database file rather than through the write-ahead log (which would
  // then be copied over once more), with a larger page cache while the indexes are built.
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  const journal = db.pragma('journal_mode', { simple: true }) as string;
  db.pragma('journal_mode = DELETE');
  db.pragma('cache_size = -131072');
  const started = Date.now();
  // The indexes of the three big tables are built once after the rows are in (a sort each), not row by row.
  const indexes = db
    .prepare<[], { name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('ticket_orders', 'ticket_passengers', 'ticket_payments')",
    )
    .all();
  db.transaction(() => {
    for (const index of indexes) db.exec(`DROP INDEX ${index.name}`);
    // The desk agents and their accounts, valid since before the year.
    const sellers = new Map<number, number[]>([
      [DEMO_AGENCY.id, []],
      [PARTNER_AGENCY.id, []],
    ]);
    DESK_AGENTS.forEach(([agency, email, name, system, office, sign], i) => {
      const id = Number(insertUser.run(agency, email, hash, name, `+3736900${String(1000 + i)}`).lastInsertRowid);
      insertLink.run(agency, id, system, office, sign, day(-400), `${day(-400)}T09:00:00.000Z`);
      sellers.get(agency)!.push(id);
    });

    // The charter blocks: seats on the catalogue's charter flights to the main resorts (the flights
    // the search sells, docs/product.md §13 "One inventory"), departures from eight months back to
    // three months ahead, both agencies.
    interface Block {
      id: number;
      agency: number;
      route: readonly [string, string, string, number];
      flight: Flight;
      kept: number;
      seatCost: number;
    }
    const blocks: Block[] = [];
    const blockCount = Math.max(
      2,
      Math.round((CHARTER_BLOCKS * Math.min(orders, SALES_YEAR_ORDERS)) / SALES_YEAR_ORDERS),
    );
    const taken = new Set<string>();
    for (let i = 0; i < blockCount; i++) {
      const agency = i % 3 === 2 ? PARTNER_AGENCY.id : DEMO_AGENCY.id;
      const schedule = BLOCK_SCHEDULES[i % BLOCK_SCHEDULES.length]!;
      // Time slots spread over the agencies: each has departed, released and open blocks at any size.
      const slot = (i * 7919) % blockCount;
      const start =
        CHARTER_BLOCKS_FROM_DAY +
        Math.floor((slot * (CHARTER_AHEAD_DAYS - 7 - CHARTER_BLOCKS_FROM_DAY)) / blockCount) +
        intIn(random, 0, 1);
      // The schedule's next flight from that day on that the agency holds no block on yet; the one
      // before it when that would be further ahead than CHARTER_AHEAD_DAYS.
      let offset = start;
      const key = () => `${schedule.airline} ${schedule.number}|${day(offset)}|${agency}`;
      const free = () => fliesOn(schedule, dayOf(day(offset))) && !taken.has(key());
      while (!free() && offset <= CHARTER_AHEAD_DAYS) offset++;
      if (offset > CHARTER_AHEAD_DAYS) for (offset = start; !free();) offset--;
      taken.add(key());
      const date = day(offset);
      const seats = pick(random, [20, 30, 40, 50, 60]);
      const fare = flightFare(schedule.baseFare, 'charter', dayOf(date));
      const seatCost = Math.round(fare * (0.55 + random() * 0.2));
      const releaseOffset = offset - pick(random, [7, 14, 21]);
      // Past release dates gave some seats back; an open block has given none yet.
      const released = releaseOffset < 0 ? intIn(random, 0, Math.floor(seats / 5)) : 0;
      const [hour, minutes] = schedule.outTime.split(':').map(Number) as [number, number];
      const flight: Flight = {
        number: `${schedule.airline} ${schedule.number}`,
        from: schedule.city.iata,
        to: schedule.airport.iata,
        date,
        hour,
        minutes,
        durationMin: schedule.durationMin,
      };
      insertBlock.run(
        i + 1,
        agency,
        schedule.airline,
        flight.number,
        `${flight.from}-${flight.to}`,
        date,
        seats,
        seatCost,
        day(releaseOffset),
        released,
      );
      blocks.push({
        id: i + 1,
        agency,
        route: [flight.from, flight.to, schedule.airline, fare],
        flight,
        kept: seats - released,
        seatCost,
      });
    }

    let id = firstOrderId;
    let ticket = 0;
    const legJson = (f: Flight, carrier: string, type: string) => {
      const duration = f.durationMin ?? DESK_FLIGHT_MIN;
      const arrivalMinutes = f.hour * 60 + f.minutes + duration;
      return `{"flight_number":"${f.number}","airline":${airlineOf(carrier)},"from":{"code":"${f.from}","name":"${f.from}","city":"${f.from}"},"to":{"code":"${f.to}","name":"${f.to}","city":"${f.to}"},"departure":{"date":"${f.date}","time":"${pad2(f.hour)}:${pad2(f.minutes)}"},"arrival":{"date":"${iso(Date.parse(`${f.date}T00:00:00Z`) + Math.floor(arrivalMinutes / 1440) * dayMs)}","time":"${pad2(Math.floor(arrivalMinutes / 60) % 24)}:${pad2(arrivalMinutes % 60)}"},"day_offset":${Math.floor(arrivalMinutes / 1440)},"duration_min":${duration},"type":"${type}","booking_class":"Y","seats_left":0,"baggage":null}`;
    };

    /** One order: its row, passengers and payments. */
    const order = (o: {
      agency: number;
      issue: number;
      route: readonly [string, string, string, number];
      out: Flight;
      back: Flight | null;
      charter: boolean;
      blockId: number | null;
      count: number;
      transaction: string;
      random: Random;
    }) => {
      const r = o.random;
      const carrier = o.route[2];
      const type = o.charter ? 'charter' : 'regular';
      const issueDate = day(o.issue);
      const pnr = Array.from({ length: 6 }, () => PNR_LETTERS[Math.floor(r() * PNR_LETTERS.length)]).join('');
      const fare = Math.round(o.route[3] * o.count * (o.back ? 1.8 : 1) * (0.8 + r() * 0.5) * 100) / 100;
      const taxes = Math.round(o.count * (20 + r() * 60) * 100) / 100;
      const fee = o.count * pick(r, [5, 10, 15]);
      const commission = ticketCommission(type, o.out.date, fare).amount;
      const total = Math.round((fare + taxes + fee) * 100) / 100;
      const last = o.back ?? o.out;
      const lastDay = Math.round((Date.parse(`${last.date}T00:00:00Z`) - today) / dayMs);
      const drawn = r() < 0.01 ? 'cancelled' : lastDay < 0 ? 'flown' : 'ticketed';
      const status = o.transaction === 'refund' ? 'refunded' : drawn;
      const segments = [
        `{"direction":"out","legs":[${legJson(o.out, carrier, type)}],"stops":0,"duration_min":${o.out.durationMin ?? DESK_FLIGHT_MIN}}`,
      ];
      if (o.back)
        segments.push(
          `{"direction":"back","legs":[${legJson(o.back, carrier, type)}],"stops":0,"duration_min":${o.back.durationMin ?? DESK_FLIGHT_MIN}}`,
        );
      const unit = Math.round((total / o.count) * 100) / 100;
      const fareJson = `{"id":"manual-${pnr}","name":"${carrier}","flight_type":"${type}","baggage_included":false,"segments":[${segments.join(',')}],"rules":{"refundable":false,"cancellation":null,"times_may_change":false,"check_in":{"open_hours":24,"close_minutes":40},"ticketing_after_payment_min":0},"price":{"total":${total},"currency":"EUR","per_passenger":[{"type":"adult","count":${o.count},"unit":${unit},"total":${total}}]}}`;
      const surname = SURNAMES[Math.floor(r() * SURNAMES.length)]!;
      const first = NAMES[Math.floor(r() * NAMES.length)]!;
      const buyer = `{"name":"${first} ${surname}","phone":"+3736${intIn(r, 1_000_000, 9_999_999)}","email":"${surname.toLowerCase()}.${id}@example.com"}`;
      const seller = pick(r, sellers.get(o.agency)!);
      const created = notAfter(`${issueDate}T${pad2(intIn(r, 6, 15))}:${pad2(intIn(r, 0, 59))}:00.000Z`, now);
      const departsAt = `${o.out.date}T${pad2(o.out.hour)}:${pad2(o.out.minutes)}:00.000Z`;
      const lastAt = `${last.date}T${pad2(last.hour)}:${pad2(last.minutes)}:00.000Z`;

      // Payments against sales and exchanges: most paid in full, some in two parts, some not yet.
      let paid = 0;
      const payments: Array<{ amountEur: number; paidOn: string; status: string; method: string }> = [];
      if (o.transaction !== 'refund' && status !== 'cancelled') {
        const share = r();
        const parts =
          share < 0.08
            ? []
            : share < 0.15
              ? [Math.round(total * 50) / 100]
              : share < 0.3
                ? [Math.round(total * 50) / 100, total - Math.round(total * 50) / 100]
                : [total];
        parts.forEach((amountEur, part) => {
          const offset = Math.min(0, o.issue + part * intIn(r, 1, 6));
          const paidOn = day(offset);
          const age = -offset;
          const status = age > 30 ? 'reconciled' : age > 3 ? 'settled' : r() < 0.5 ? 'new' : 'settled';
          if (status !== 'new') paid += amountEur;
          payments.push({
            amountEur: Math.round(amountEur * 100) / 100,
            paidOn,
            status,
            method: pick(r, ['cash', 'card', 'bank_transfer']),
          });
        });
      }
      insertOrder.run(
        id,
        o.agency,
        seller,
        `AT-${200_000 + id}`,
        status,
        `manual-${pnr}`,
        fareJson,
        buyer,
        type,
        o.back ? 'return' : 'one_way',
        `${o.out.from}-${o.out.to}`,
        `,${carrier},`,
        o.out.date,
        departsAt,
        lastAt,
        total,
        Math.round(paid * 100) / 100,
        created,
        null,
        status === 'cancelled' ? created : null,
        status === 'cancelled' ? 0 : null,
        pnr,
        carrier,
        issueDate,
        o.transaction,
        fare,
        taxes,
        fee,
        commission,
        o.count,
        o.count,
        o.blockId,
      );
      for (let p = 0; p < o.count; p++) {
        ticket++;
        const name = NAMES[Math.floor(r() * NAMES.length)]!;
        insertPassenger.run(
          id,
          p,
          surname,
          name,
          `${1960 + (ticket % 45)}-${pad2(1 + (ticket % 12))}-${pad2(1 + (ticket % 28))}`,
          ticket % 2 === 0 ? 'F' : 'M',
          `AB${1_000_000 + (ticket % 8_999_999)}`,
          `${2030 + (ticket % 6)}-06-30`,
          'MD',
          `${carrier === 'TK' ? '235' : '555'}-${String(3_000_000_000 + ticket).padStart(10, '0')}`,
        );
      }
      for (const { amountEur, paidOn, status, method } of payments) {
        const rate = rateByDay.get(paidOn);
        const currency = rate && r() < 0.25 ? (r() < 0.7 ? 'MDL' : 'USD') : 'EUR';
        const perUnit =
          currency === 'EUR' || !rate
            ? 1
            : currency === 'MDL'
              ? Math.round((1 / rate.eur) * 1_000_000) / 1_000_000
              : Math.round((rate.usd / rate.eur) * 1_000_000) / 1_000_000;
        const amount = Math.round((amountEur / perUnit) * 100) / 100;
        insertPayment.run(
          o.agency,
          id,
          amount,
          currency,
          perUnit,
          paidOn,
          Math.round(amount * perUnit * 100) / 100,
          method,
          paidOn,
          r() < 0.6 ? `${first} ${surname}` : 'Corporate client',
          r() < 0.5 ? `RC-${intIn(r, 100_000, 999_999)}` : null,
          status,
          notAfter(`${paidOn}T16:00:00.000Z`, now),
          seller,
        );
      }
      id++;
    };
    const transactionOf = (r: Random) => {
      const kind = r();
      return kind < 0.88 ? 'sale' : kind < 0.96 ? 'refund' : 'exchange';
    };

    // The blocks' sales: up to their kept seats (a departed block mostly full), issued before departure.
    let made = 0;
    for (const block of blocks) {
      const departure = Math.round((Date.parse(`${block.flight.date}T00:00:00Z`) - today) / dayMs);
      const target = Math.floor(block.kept * (departure < 0 ? 0.7 + random() * 0.3 : 0.3 + random() * 0.5));
      let sold = 0;
      while (sold < target && made < orders) {
        const count = Math.min(target - sold, intIn(random, 1, 3));
        const issue = Math.min(0, departure - intIn(random, 1, 60));
        if (issue < -364) break;
        const transaction = transactionOf(random);
        order({
          agency: block.agency,
          issue,
          route: block.route,
          out: block.flight,
          back: null,
          charter: true,
          blockId: block.id,
          count,
          transaction,
          random,
        });
        if (transaction !== 'refund') sold += count;
        made++;
      }
    }

    // The rest: regular and charter tickets over the year, busier towards the summer and today.
    while (made < orders) {
      const agency = random() < 0.7 ? DEMO_AGENCY.id : PARTNER_AGENCY.id;
      const issue = -Math.floor(Math.pow(random(), 1.15) * 365);
      const charter = random() < 0.15;
      const route = charter ? pick(random, CHARTER) : pick(random, REGULAR);
      const outOffset = issue + intIn(random, 2, 60);
      const out: Flight = {
        number: `${route[2]} ${intIn(random, 100, 6999)}`,
        from: route[0],
        to: route[1],
        date: day(outOffset),
        hour: intIn(random, 5, 21),
        minutes: pick(random, [0, 10, 25, 40, 55]),
      };
      const back: Flight | null =
        random() < 0.55
          ? {
              number: `${route[2]} ${intIn(random, 100, 6999)}`,
              from: route[1],
              to: route[0],
              date: day(outOffset + intIn(random, 3, 14)),
              hour: intIn(random, 5, 21),
              minutes: pick(random, [5, 20, 35, 50]),
            }
          : null;
      order({
        agency,
        issue,
        route,
        out,
        back,
        charter,
        blockId: null,
        count: pick(random, [1, 1, 1, 2, 2, 3]),
        transaction: transactionOf(random),
        random,
      });
      made++;
    }
    for (const index of indexes) db.exec(index.sql);
  })();
  db.pragma(`cache_size = ${cacheSize}`);
  db.pragma(`journal_mode = ${journal}`);
  if (process.env.DEMO_SEED_TIMING) console.log(`sales year seed: ${orders} orders in ${Date.now() - started} ms`);
  return true;
}

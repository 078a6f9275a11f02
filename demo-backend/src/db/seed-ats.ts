import { deskTicketOrderTotal, type DeskTicketOrderInput, type PaymentCurrency } from '@/lib/schemas/ats';
import type { AppContext } from '../context';
import { notAfter } from '../dates';
import { portalToday } from '@/lib/format/date';
import { addIsoDays } from '@/lib/shared/calendar-days';
import { createManualOrder } from '../flights/ticket-desk';
import { recountPaid } from '../flights/ticket-orders';
import { ticketCommission } from '../orders/commission';
import { intIn, pick, prng } from '../prng';
import { rateOn } from '../routes/ats';
import { syncTicketSales } from './schema';
import { DEMO_AGENCY, DEMO_USERS, PARTNER_AGENCY, PARTNER_USERS } from './seed-data';
import { passenger } from './seed-ticket-orders';
import { roundCents } from '@/lib/shared/money';

// The ticket desk's demo data (docs/product.md §12): each agency's order properties, its employees's
// links to ticketing accounts (one expired, so some orders are flagged, and the office manager
// never linked), 300 tickets issued elsewhere over the last half year (sales, some refunds and
// exchanges) and their payments. Deterministic (prng) apart from "today". The 100 000-order year
// of the reports is a separate, larger seed.

const MANUAL_ORDERS = 300;
const ROUTES: ReadonlyArray<[string, string, string]> = [
  ['KIV', 'IST', 'TK'],
  ['KIV', 'FRA', 'LH'],
  ['KIV', 'AYT', 'H4'],
  ['KIV', 'MXP', 'W6'],
  ['OTP', 'CDG', 'RO'],
  ['KBP', 'VIE', 'PS'],
  ['IAS', 'BGY', 'W6'],
  ['KIV', 'LTN', '9U'],
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
];
const PAYERS = ['Cash desk client', 'SRL Vinaria Nord', 'Corporate client ICS', 'Private client'];

/** Seeds the ticket desk once: a database with order properties already has its desk. */
export function seedTicketDeskIfEmpty(ctx: AppContext, now: Date = new Date()): boolean {
  syncTicketSales(ctx.db);
  const { count } = ctx.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM ats_properties').get() ?? {
    count: 0,
  };
  const agencies = ctx.db
    .prepare<[], { id: number }>('SELECT id FROM agencies')
    .all()
    .map((a) => a.id);
  if (count > 0 || !agencies.includes(DEMO_AGENCY.id) || !agencies.includes(PARTNER_AGENCY.id)) return false;
  const random = prng(20_261_127);
  const today = portalToday(now);
  const day = (offset: number) => addIsoDays(today, -offset);
  const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00`).toISOString();

  ctx.db.transaction(() => {
    for (const agency of [DEMO_AGENCY.id, PARTNER_AGENCY.id]) {
      ctx.atsProperties.save(agency, [
        { name: 'Group', active: true },
        { name: 'Corporate', active: true },
        { name: 'VIP', active: true },
        { name: 'Students', active: false },
      ]);
    }
    const link = (
      agencyId: number,
      userId: number,
      system: string,
      office: string,
      sign: string,
      from: number,
      to: number | null,
    ) =>
      ctx.userLinks.create({
        agency_id: agencyId,
        user_id: userId,
        system,
        office_id: office,
        agent_sign: sign,
        valid_from: day(from),
        valid_to: to === null ? null : day(to),
        active: 1,
        created_at: at(day(from), 9),
      });
    const [agent, manager, director, , , atsManager] = DEMO_USERS;
    link(DEMO_AGENCY.id, atsManager!.id, 'amadeus', 'KIVMD2100', 'AS', 400, null);
    link(DEMO_AGENCY.id, agent!.id, 'amadeus', 'KIVMD2100', 'AC', 200, null);
    link(DEMO_AGENCY.id, director!.id, 'sabre', 'KIV1A2', 'NM', 300, null);
    // The manager's link ended two months ago: their later orders are flagged.
    link(DEMO_AGENCY.id, manager!.id, 'galileo', 'KIV7G11', 'IR', 365, 60);
    link(PARTNER_AGENCY.id, PARTNER_USERS[0]!.id, 'amadeus', 'IASRO2108', 'EM', 300, null);

    const demoProps = ctx.atsProperties
      .list(DEMO_AGENCY.id)
      .filter((p) => p.active === 1)
      .map((p) => p.id);
    const partnerProps = ctx.atsProperties
      .list(PARTNER_AGENCY.id)
      .filter((p) => p.active === 1)
      .map((p) => p.id);
    for (let index = 0; index < MANUAL_ORDERS; index++) {
      const partner = index % 5 === 4;
      const agencyId = partner ? PARTNER_AGENCY.id : DEMO_AGENCY.id;
      const sellers = partner ? PARTNER_USERS : DEMO_USERS.filter((u) => u.alias !== 'sub_partition_manager');
      const seller = pick(random, sellers);
      const [from, to, carrier] = pick(random, ROUTES);
      const issued = intIn(random, 0, 180);
      const issueDate = day(issued);
      const outDate = day(issued - intIn(random, 3, 40));
      const back = random() < 0.6;
      const backDate = day(issued - intIn(random, 45, 60));
      const flight = (direction: 'out' | 'back', date: string, a: string, b: string) => {
        const hour = intIn(random, 6, 20);
        return {
          direction,
          flight_number: `${carrier} ${intIn(random, 100, 9899)}`,
          from: a,
          to: b,
          departure_date: date,
          departure_time: `${String(hour).padStart(2, '0')}:${pick(random, ['05', '20', '35', '50'])}`,
          arrival_date: date,
          arrival_time: `${String(hour + 2).padStart(2, '0')}:${pick(random, ['10', '25', '40', '55'])}`,
        };
      };
      const kind = random();
      const transaction = kind < 0.85 ? 'sale' : kind < 0.95 ? 'refund' : 'exchange';
      const surname = pick(random, SURNAMES);
      const count = intIn(random, 1, 3);
      const lastDate = back ? backDate : outDate;
      const fare = roundCents(intIn(random, 8_000, 45_000) / 100);
      const input: DeskTicketOrderInput = {
        pnr: Array.from({ length: 6 }, () => pick(random, [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join(''),
        carrier,
        issue_date: issueDate,
        transaction_type: transaction,
        flight_type: 'regular',
        status:
          transaction === 'refund'
            ? 'refunded'
            : lastDate < today
              ? 'flown'
              : index % 23 === 0
                ? 'cancelled'
                : 'ticketed',
        seller_id: seller.id,
        flights: [flight('out', outDate, from, to), ...(back ? [flight('back', backDate, to, from)] : [])],
        passengers: Array.from({ length: count }, (_, i) => ({
          ...passenger(random, 'adult', lastDate, surname),
          ticket_number: `${String(intIn(random, 100, 999))}-${String(index * 10 + i).padStart(10, '0')}`,
        })),
        buyer: {
          name: `${surname} ${pick(random, ['Ion', 'Ana', 'Olena', 'Victor'])}`,
          phone: `+3736${intIn(random, 1_000_000, 9_999_999)}`,
          email: `${surname.toLowerCase()}.${index}@example.com`,
        },
        fare,
        taxes: roundCents(intIn(random, 2_000, 12_000) / 100),
        fee: pick(random, [5, 10, 15, 20, 25]),
        commission: ticketCommission('regular', outDate, fare).amount,
        properties: random() < 0.3 ? [pick(random, partner ? partnerProps : demoProps)] : [],
      };
      const id = createManualOrder(
        ctx,
        input,
        agencyId,
        notAfter(at(issueDate, intIn(random, 9, 18)), now),
        partner ? PARTNER_USERS[0]!.id : atsManager!.id,
      );

      // Payments: most orders paid in full in one or two payments, some partly, some not yet.
      const total = deskTicketOrderTotal(input);
      const share = random();
      const parts =
        share < 0.1
          ? []
          : share < 0.2
            ? [roundCents(total / 2)]
            : share < 0.4
              ? [roundCents(total / 2), roundCents(total - roundCents(total / 2))]
              : [total];
      parts.forEach((amountEur, i) => {
        const paidOn = day(Math.max(0, issued - i * intIn(random, 1, 5)));
        // Other currencies only where the day's rate is known (the rates go back RATE_DAYS).
        const wanted: PaymentCurrency = issued < 50 ? pick(random, ['EUR', 'EUR', 'MDL', 'USD'] as const) : 'EUR';
        const known = rateOn(ctx, wanted, paidOn);
        const currency: PaymentCurrency = known ? wanted : 'EUR';
        const rate = known ?? { rate: 1, date: paidOn };
        const amount = roundCents(amountEur / rate.rate);
        const age = issued - i;
        ctx.ticketPayments.create({
          agency_id: agencyId,
          order_id: id,
          amount,
          currency,
          rate: rate.rate,
          rate_date: rate.date,
          amount_eur: roundCents(amount * rate.rate),
          method: pick(random, ['cash', 'card', 'bank_transfer'] as const),
          paid_on: paidOn,
          payer: random() < 0.5 ? input.buyer.name : pick(random, PAYERS),
          reference: random() < 0.6 ? `RC-${intIn(random, 100_000, 999_999)}` : null,
          status: age > 30 ? 'reconciled' : age > 3 ? 'settled' : 'new',
          created_at: notAfter(at(paidOn, intIn(random, 9, 18)), now),
          created_by: seller.id,
        });
      });
      recountPaid(ctx, ctx.tickets.find(id, agencyId)!);
    }
  })();
  return true;
}

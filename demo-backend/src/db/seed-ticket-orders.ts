import type {
  Fare,
  FlightSearchQuery,
  PassengerCounts,
  PassengerInput,
  TicketOrderStatus,
} from '@/lib/schemas/flights';
import { documentValidUntil, FLIGHT_QUERY_DEFAULTS } from '@/lib/schemas/flights';
import type { AppContext } from '../context';
import { portalToday } from '@/lib/format/date';
import { flightTypeOf } from '../flights/search';
import { cancellationOf, pnrOf, ticketNumber } from '../flights/ticket-orders';
import { instantOf } from '../flights/sale';
import { intIn, pick, prng, type Random } from '../prng';
import { dayOf, isoOf } from '../search/days';
import { DEMO_AGENCY, DEMO_USERS, PARTNER_AGENCY, PARTNER_USERS } from './seed-data';

// The ticket orders of both demo agencies (docs/product.md §11): 48, every status in each agency,
// over the departure cities, charter and regular, one-way and return. Deterministic (prng) apart
// from "today". Flown orders are the seeded flights shown weeks earlier (the catalogue starts
// today).

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
  'Tkachenko',
  'Stan',
];
const MALE = ['Ion', 'Mihai', 'Andrei', 'Vasile', 'Dmytro', 'Oleksandr', 'Victor', 'Sergiu'];
const FEMALE = ['Ana', 'Maria', 'Elena', 'Natalia', 'Olena', 'Irina', 'Cristina', 'Tetiana'];
const CITIZENSHIPS = ['MD', 'MD', 'RO', 'UA', 'MD'] as const;
const FROM = ['KIV', 'IAS', 'OTP', 'KBP'] as const;
const TO = ['AYT', 'HRG', 'SSH', 'HER', 'BOJ'] as const;

/** What each of a block of six seeded orders becomes: every status, a hold both unpaid and paid. */
const PLAN: ReadonlyArray<{ status: TicketOrderStatus; paid: boolean }> = [
  { status: 'hold', paid: false },
  { status: 'hold', paid: true },
  { status: 'ticketed', paid: true },
  { status: 'flown', paid: true },
  { status: 'cancelled', paid: true },
  { status: 'expired', paid: false },
];
const ORDERS = 48;

const shift = (date: string, days: number) => isoOf(dayOf(date) + days);

/** The same fare a whole number of weeks earlier (a flown order's flights, on the same weekdays). */
function shiftFare(fare: Fare, days: number): Fare {
  return {
    ...fare,
    segments: fare.segments.map((s) => ({
      ...s,
      legs: s.legs.map((leg) => ({
        ...leg,
        departure: { ...leg.departure, date: shift(leg.departure.date, days) },
        arrival: { ...leg.arrival, date: shift(leg.arrival.date, days) },
      })),
    })),
  };
}

export function passenger(
  random: Random,
  kind: PassengerInput['kind'],
  ageOn: string,
  surname: string,
): PassengerInput {
  const age = kind === 'adult' ? intIn(random, 20, 64) : kind === 'child' ? intIn(random, 3, 10) : 0;
  const female = random() < 0.5;
  return {
    kind,
    surname,
    name: pick(random, female ? FEMALE : MALE),
    // `age` full years on the last flight's date, born some days after that date's anniversary.
    birth_date: shift(`${Number(ageOn.slice(0, 4)) - age - 1}${ageOn.slice(4)}`, intIn(random, 20, 300)),
    gender: female ? 'F' : 'M',
    passport_number: `${pick(random, ['AB', 'BC', 'FX', 'RO', 'UA'])}${intIn(random, 1_000_000, 9_999_999)}`,
    passport_expiry: shift(documentValidUntil(ageOn), intIn(random, 30, 2000)),
    citizenship: pick(random, CITIZENSHIPS),
  };
}

/** Seeds the ticket orders once; a database that has some keeps them. */
export function seedTicketOrdersIfEmpty(ctx: AppContext, now: Date = new Date()): boolean {
  const { count } = ctx.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM ticket_orders').get() ?? {
    count: 0,
  };
  const agencies = ctx.db
    .prepare<[], { id: number }>('SELECT id FROM agencies')
    .all()
    .map((a) => a.id);
  if (count > 0 || !agencies.includes(DEMO_AGENCY.id) || !agencies.includes(PARTNER_AGENCY.id)) return false;
  const random = prng(20_261_126);
  const today = dayOf(portalToday(now));
  const nowMs = now.getTime();
  const at = (hours: number) => new Date(nowMs + hours * 3_600_000).toISOString();

  ctx.db.transaction(() => {
    for (let index = 0; index < ORDERS; index++) {
      const plan = PLAN[index % PLAN.length]!;
      const partner = Math.floor(index / PLAN.length) % 3 === 2;
      const owners = partner ? PARTNER_USERS : DEMO_USERS;
      const party: PassengerCounts = {
        adults: index % 5 === 3 ? 1 : 2,
        children: index % 4 === 1 ? 1 : 0,
        infants: index % 7 === 2 ? 1 : 0,
      };
      const trip = index % 3 === 0 ? 'one_way' : 'return';
      const date = isoOf(today + intIn(random, 4, 70));
      const query: FlightSearchQuery = {
        ...FLIGHT_QUERY_DEFAULTS,
        from: FROM[index % FROM.length]!,
        to: TO[Math.floor(index / FROM.length) % TO.length]!,
        trip,
        date,
        flex: 3,
        return_date: trip === 'return' ? shift(date, intIn(random, 6, 12)) : undefined,
        ...party,
        airlines: [],
        size: 50,
      };
      const itineraries = ctx.flights.search(query, 'en', today, now.toISOString(), nowMs).itineraries;
      if (itineraries.length === 0) continue;
      const itinerary = pick(random, itineraries);
      // Cancelled orders are charters where there is one: a paid regular fare cannot be cancelled.
      const charters = itineraries.filter((i) => i.fares[0]!.flight_type === 'charter');
      const chosen = plan.status === 'cancelled' && charters.length > 0 ? pick(random, charters) : itinerary;
      const booked = pick(random, chosen.fares);
      const legs0 = booked.segments.flatMap((s) => s.legs);
      const fare =
        plan.status === 'flown'
          ? shiftFare(booked, -7 * Math.ceil((dayOf(legs0[legs0.length - 1]!.departure.date) - today + 8) / 7))
          : booked;
      const legs = fare.segments.flatMap((s) => s.legs);
      const first = legs[0]!;
      const last = legs[legs.length - 1]!;
      const out = fare.segments[0]!.legs;
      const surname = pick(random, SURNAMES);
      const passengers = [
        ...Array.from({ length: party.adults }, () => passenger(random, 'adult', last.departure.date, surname)),
        ...Array.from({ length: party.children }, () => passenger(random, 'child', last.departure.date, surname)),
        ...Array.from({ length: party.infants }, () => passenger(random, 'infant', last.departure.date, surname)),
      ];
      const createdHoursAgo =
        plan.status === 'hold'
          ? intIn(random, 1, 6)
          : plan.status === 'flown'
            ? 24 * intIn(random, 20, 40)
            : 24 * intIn(random, 2, 20);
      const paid =
        plan.paid && !(plan.status === 'cancelled' && fare.rules.cancellation === null) ? fare.price.total : 0;
      const ticketed = plan.status === 'ticketed' || plan.status === 'flown';
      const cancelled = plan.status === 'cancelled';
      const id = ctx.tickets.create(
        {
          agency_id: partner ? PARTNER_AGENCY.id : DEMO_AGENCY.id,
          owner_id: owners[index % owners.length]!.id,
          status: plan.status,
          fare_id: fare.id,
          fare: JSON.stringify(fare),
          buyer: JSON.stringify({
            name: `${passengers[0]!.name} ${surname}`,
            phone: `+3736${intIn(random, 1_000_000, 9_999_999)}`,
            email: `${surname.toLowerCase()}${index}@example.com`,
          }),
          flight_type: flightTypeOf(legs.map((leg) => leg.type)),
          trip,
          route: `${out[0]!.from.code}-${out[out.length - 1]!.to.code}`,
          airlines: `,${[...new Set(legs.map((leg) => leg.airline.iata))].join(',')},`,
          departure_date: first.departure.date,
          departs_at: instantOf(first.departure.date, first.departure.time),
          last_departs_at: instantOf(last.departure.date, last.departure.time),
          total: fare.price.total,
          paid,
          created_at: at(-createdHoursAgo),
          // Seeded holds were given longer to pay than a new booking (the operator extended them).
          payment_deadline:
            plan.status === 'expired'
              ? at(-createdHoursAgo + 1)
              : at(plan.status === 'hold' ? intIn(random, 2, 30) : -createdHoursAgo + 1),
          ticketing_at: paid > 0 ? at(plan.status === 'hold' ? intIn(random, 1, 48) : -createdHoursAgo + 2) : null,
          // Seeded orders took no seats, so they give none back.
          flight_seats: '',
        },
        passengers,
      );
      if (ticketed) {
        for (const p of ctx.tickets.passengers(id))
          ctx.tickets.updatePassenger({ ...p, ticket_number: ticketNumber(id, p.position) });
        ctx.tickets.update(id, { pnr: pnrOf(id) });
      }
      if (cancelled) {
        const { penalty } = cancellationOf({ paid }, fare);
        ctx.tickets.update(id, { cancelled_at: at(-createdHoursAgo + 20), cancel_penalty: penalty });
      }
    }
  })();
  return true;
}

import type { TouristInput } from '@/lib/schemas/booking';
import type { OrderStatus } from '@/lib/schemas/order-status';
import type { AppContext } from '../context';
import { dayOf, isoOf } from '../search/days';
import type { Catalogue, Flight, Hotel } from '../search/catalogue';
import { roomFits } from '../search/engine';
import { partyOf } from '../search/pricing';
import { offerOf } from '../search/present';
import { encodeSid } from '../search/sid';
import { notAfter } from '../dates';
import { portalToday } from '@/lib/format/date';
import { intIn, pick, prng, type Random } from '../prng';
import { hasIncreasedCommission } from '../orders/commission';
import { breakdownOf, increasedHotelBonus, mandatoryPriceOf, servicesOf, type Stay } from '../orders/price';
import { cancelConditions } from '../orders/cancellation';
import { DEMO_AGENCY, DEMO_USERS } from './seed-data';
import { roundCents } from '@/lib/shared/money';

// The demo agency's package journal: ~30 orders in every status, over several countries, owners
// and dates, priced by the same rules as a real booking. Deterministic (prng) apart from "today".

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
const CITIZENSHIPS = ['MD', 'MD', 'MD', 'RO', 'UA'] as const;

/** Who books, what status the order reached, how it was paid. Index 0 is the regular-flight order with locks, 1 the charter change. */
const PLAN: ReadonlyArray<OrderStatus> = [
  'confirmed',
  'confirmed',
  'pending',
  'paid',
  'partially_paid',
  'paid',
  'cancelled',
  'confirmed',
  'cancellation_requested',
  'paid',
  'pending',
  'paid',
  'partially_paid',
  'confirmed',
  'paid',
  'cancelled',
  'paid',
  'pending',
  'confirmed',
  'paid',
  'partially_paid',
  'paid',
  'cancellation_requested',
  'confirmed',
  'paid',
  'pending',
  'paid',
  'cancelled',
  'confirmed',
  'paid',
];
const FAR_FUTURE_DAYS = 365;

interface Candidate {
  stay: Stay;
  out: Flight;
  back: Flight;
}

/** A bookable stay of the hotel from `from` on, with an outbound flight of the type asked for, if any. */
function findStay(
  cat: Catalogue,
  flights: Flight[],
  backs: Map<string, Flight>,
  hotel: Hotel,
  from: number,
  nights: number,
  type: Flight['type'] | null,
  party: ReturnType<typeof partyOf>,
): Candidate | null {
  const airport = hotel.location.airport.iata;
  const room = hotel.rooms.find((r) => roomFits(r, party));
  const meal = hotel.meals[0];
  if (!room || !meal) return null;
  for (const out of flights) {
    if (
      out.direction !== 'out' ||
      out.airport.iata !== airport ||
      out.day < from ||
      out.seats === 0 ||
      (type !== null && out.type !== type)
    )
      continue;
    const back = backs.get(`${out.city.id}|${airport}|${out.day + nights}`);
    // A charter order flies charters both ways: one regular leg makes it a regular-flight order.
    if (
      back &&
      (type !== 'charter' || back.type === 'charter') &&
      !hotel.stopPrefix
        .subarray(out.day - cat.firstDay, out.day - cat.firstDay + nights)
        .some((_, i, a) => i > 0 && a[i] !== a[i - 1])
    ) {
      return { stay: { hotel, room, meal, checkIn: out.day, nights, out, back }, out, back };
    }
  }
  return null;
}

function tourist(
  random: Random,
  kind: TouristInput['kind'],
  age: number,
  checkIn: number,
  checkOut: number,
  surname: string,
): TouristInput {
  const female = random() < 0.5;
  // Born `age` years and a few months before check-in: the age at check-in is exactly `age`.
  const birth = isoOf(checkIn - Math.round(age * 365.25) - intIn(random, 20, 300));
  return {
    kind,
    surname,
    name: pick(random, female ? FEMALE : MALE),
    birth_date: birth,
    gender: female ? 'F' : 'M',
    passport_number: `${pick(random, ['AB', 'BC', 'FX', 'RO', 'UA'])}${intIn(random, 1_000_000, 9_999_999)}`,
    passport_expiry: isoOf(checkOut + intIn(random, 200, 2000)),
    citizenship: pick(random, CITIZENSHIPS),
  };
}

/** Seeds the demo agency's orders once; a database that has orders keeps them. */
export function seedOrdersIfEmpty(ctx: AppContext, now: Date = new Date()): boolean {
  const { count } = ctx.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM orders').get() ?? { count: 0 };
  const agency = ctx.db.prepare<[number], { id: number }>('SELECT id FROM agencies WHERE id = ?').get(DEMO_AGENCY.id);
  if (count > 0 || !agency) return false;
  const cat = ctx.search.catalogue;
  const random = prng(20_251_107);
  const today = dayOf(portalToday(now));
  const flights = [...cat.flightsById.values()].sort((a, b) => a.day - b.day || a.id - b.id);
  const backs = new Map<string, Flight>();
  for (const f of flights)
    if (f.direction === 'back' && f.seats > 0) backs.set(`${f.city.id}|${f.airport.iata}|${f.day}`, f);
  const owners = DEMO_USERS.filter((u) => u.alias !== 'ats_manager');
  const byCountry = cat.countries.map((country) =>
    cat.hotels.filter((h) => h.location.template.country.id === country.id),
  );
  const iso = (day: number, hour: number) =>
    new Date(Date.UTC(1970, 0, 1 + day, hour, intIn(random, 0, 59))).toISOString();

  ctx.db.transaction(() => {
    PLAN.forEach((status, index) => {
      const adults = index % 7 === 3 ? 1 : index % 9 === 4 ? 3 : 2;
      const childrenAges = index % 4 === 1 ? [intIn(random, 2, 11)] : index % 10 === 6 ? [1] : [];
      const party = partyOf(adults, childrenAges);
      const hotels = byCountry[index % byCountry.length] ?? cat.hotels;
      // Paid orders at hotels with increased commission earn bonuses: every other paid order goes to one.
      const wantBonus = status === 'paid' && index % 2 === 1;
      const pool = hotels.filter((h) => !wantBonus || hasIncreasedCommission(h));
      const hotel = pick(random, pool.length > 0 ? pool : hotels);
      const createdDay = today - intIn(random, 1, 45);
      const from = Math.max(today + 2, createdDay + 10) + intIn(random, 0, 50);
      const nights = intIn(random, 5, 12);
      // Order 0 flies a regular flight, order 1 a charter (its time changes); each is there whatever
      // the day: another hotel when this one has no such stay then.
      const type = index === 0 ? 'regular' : index === 1 ? 'charter' : null;
      const found =
        findStay(cat, flights, backs, hotel, from, nights, type, party) ??
        (type
          ? cat.hotels.reduce<Candidate | null>(
              (stay, other) => stay ?? findStay(cat, flights, backs, other, from, nights, type, party),
              null,
            )
          : null) ??
        (type === 'charter' ? findStay(cat, flights, backs, hotel, from, nights, null, party) : null);
      if (!found) return;
      const { stay, out, back } = found;
      const key = {
        hotelId: stay.hotel.id,
        roomId: stay.room.id,
        mealId: stay.meal.meal.id,
        checkIn: stay.checkIn,
        nights: stay.nights,
        outFlightId: out.id,
        backFlightId: back.id,
        adults,
        childrenAges,
        currency: 'EUR' as const,
      };
      const ref = { ...stay, out, back, price: 0, stopSale: false };
      const offer = offerOf(ref, { adults, children_ages: childrenAges, currency: 'EUR' }, 'en');
      const services = servicesOf(stay, party, 'en').map((s) => ({ ...s, selected: s.mandatory || random() < 0.3 }));
      const price = breakdownOf(
        stay,
        party,
        services.filter((s) => s.selected),
        { factor: 1, today: createdDay },
      );
      // The offer's price is what the search showed: the default total, optional extras aside (docs/product.md §10 "Prices").
      offer.price.amount = mandatoryPriceOf(stay, party, { factor: 1, today: createdDay }).total;
      const checkOut = stay.checkIn + stay.nights;
      const surname = pick(random, SURNAMES);
      const tourists = [
        ...Array.from({ length: adults }, () =>
          tourist(random, 'adult', intIn(random, 22, 64), stay.checkIn, checkOut, surname),
        ),
        ...childrenAges.map((age) =>
          tourist(random, age <= 1 ? 'infant' : 'child', age, stay.checkIn, checkOut, surname),
        ),
      ];
      const created = notAfter(iso(createdDay, 8 + (index % 10)), now);
      const confirmed = status !== 'pending';
      const cancelling = status === 'cancellation_requested' || status === 'cancelled';
      const id = ctx.orders.create(
        {
          agency_id: DEMO_AGENCY.id,
          owner_id: owners[index % owners.length]!.id,
          status,
          sid: encodeSid(key),
          offer: JSON.stringify(offer),
          services: JSON.stringify(services),
          price: JSON.stringify(price),
          contact: JSON.stringify({
            phone: `+3736${intIn(random, 1_000_000, 9_999_999)}`,
            email: `${surname.toLowerCase()}${index}@example.com`,
          }),
          baggage: JSON.stringify({
            from: {
              adult: { baggage_kg: 20, hand_kg: 6, hand_size: '55×40×20 cm' },
              infant: { baggage_kg: 10, hand_kg: 0, hand_size: '—' },
              check_in: { open_hours: 3, close_minutes: 40 },
            },
            to: {
              adult: { baggage_kg: 20, hand_kg: 6, hand_size: '55×40×20 cm' },
              infant: { baggage_kg: 10, hand_kg: 0, hand_size: '—' },
              check_in: { open_hours: 3, close_minutes: 40 },
            },
          }),
          note: index % 5 === 0 ? 'Late check-in, about 23:00.' : '',
          flight_type: out.type === 'regular' || back.type === 'regular' ? 'regular' : 'charter',
          hotel_id: stay.hotel.id,
          country_id: stay.hotel.location.template.country.id,
          check_in: isoOf(stay.checkIn),
          check_out: isoOf(checkOut),
          flight_there: out.number,
          flight_back: back.number,
          total: price.total,
          net: price.net,
          created_at: created,
          // Seeded pending orders stay pending in the demo; booked ones are confirmed after DEMO_CONFIRM_DELAY_S.
          confirm_at: confirmed ? iso(createdDay + 1, 10) : iso(today + FAR_FUTURE_DAYS, 10),
          // A charter's time may change (a regular flight's does not): the order's page and its notice say so in the reader's language.
          charter_change:
            index === 1 && out.type === 'charter' && back.type === 'charter'
              ? JSON.stringify({ flight: out.number, day: isoOf(out.day), time: '06:40', old: out.time })
              : null,
        },
        tourists,
      );
      const paidAt = notAfter(iso(createdDay + 2, 12), now);
      if (status === 'paid' || status === 'cancelled' || (status === 'cancellation_requested' && index % 2 === 0)) {
        ctx.orderPayments.record(
          id,
          price.net,
          index % 3 === 0 ? 'card' : 'bank_transfer',
          `PAY ${100_000 + id}`,
          paidAt,
        );
      } else if (status === 'partially_paid') {
        ctx.orderPayments.record(id, roundCents(price.net * 0.3), 'bank_transfer', `PAY ${100_000 + id}`, paidAt);
      }
      if (status === 'paid' && hasIncreasedCommission(stay.hotel)) {
        const bonus = increasedHotelBonus(price.total);
        ctx.bonuses.accrue(id, bonus.points, bonus.amount, paidAt, index % 4 === 1 ? 'paid_out' : 'accrued');
      }
      if (cancelling) {
        const paid = ctx.orderPayments.paid(id);
        const { penalty } = cancelConditions(
          { checkIn: isoOf(stay.checkIn), price, nonRefundable: out.type === 'regular', paid },
          isoOf(today - 1),
          'en',
        );
        ctx.orders.update(id, {
          cancel_requested_at: iso(today - 1, 9),
          cancel_reason: 'The tourists changed their plans.',
          cancel_penalty: penalty,
          cancel_at: status === 'cancelled' ? iso(today - 1, 11) : iso(today + FAR_FUTURE_DAYS, 10),
          cancelled_at: status === 'cancelled' ? iso(today - 1, 11) : null,
        });
      }
    });
  })();
  return true;
}

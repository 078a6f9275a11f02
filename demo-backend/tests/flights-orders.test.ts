import { execFileSync } from 'node:child_process';
import {
  TICKET_ORDER_STATUSES,
  ticketOrderFiltersSchema,
  ticketOrderResponseSchema,
  ticketOrdersListSchema,
  type Fare,
  type TicketOrder,
  type TicketOrderSummary,
} from '@/lib/schemas/flights';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { deskTicketOrderResponseSchema } from '@/lib/schemas/ats';
import { money } from '@/demo-backend/src/i18n';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { antalya, bookFare, faresOf, legsOf, mixedRoute, searchFlights } from './flights-fixture';
import { demo } from './orders-fixture';

let backend: DemoBackend;
let token: string;
let partner: string;
const TWO = { adults: 2, children: 0, infants: 0 };
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

beforeAll(async () => {
  backend = await startDemoBackend();
  token = (await login(backend.url)).access_token;
  partner = (await login(backend.url, 'agent@partner.travel')).access_token;
}, 30_000);
afterAll(async () => backend.close());

const list = async (query = '', as = token): Promise<{ data: TicketOrderSummary[]; total: number }> => {
  const answer = await call(backend.url, `/api/ats/orders?page[size]=100${query}`, { token: as });
  expect(answer.status).toBe(200);
  const parsed = ticketOrdersListSchema.parse(answer.body);
  return { data: parsed.data, total: parsed.meta.total };
};
const order = async (id: number, as = token, locale?: string): Promise<TicketOrder> =>
  ticketOrderResponseSchema.parse((await call(backend.url, `/api/ats/orders/${id}`, { token: as, locale })).body).data;
const charterFare = async () =>
  faresOf(await searchFlights(backend, token, antalya())).find((fare) => fare.flight_type === 'charter')!;
const regularFare = async () =>
  faresOf(await searchFlights(backend, token, { ...(await mixedRoute(backend, token)), flight_type: 'regular' }))[0]!;
const seatsLeft = async (fare: Fare) => {
  const leg = legsOf(fare)[0]!;
  const query = antalya({ date: leg.departure.date, return_date: legsOf(fare).at(-1)!.departure.date, flex: 0 });
  return legsOf(faresOf(await searchFlights(backend, token, query)).find((f) => f.id === fare.id)!)[0]!.seats_left;
};

describe('the seeded flight list', () => {
  it('holds at least 40 ticket orders, every status in both agencies, each seeing only its own', async () => {
    // The bookings (the year of the reports' seed, docs/product.md §13, is entered by hand).
    const demoOrders = await list('&source=portal');
    const partnerOrders = await list('&source=portal', partner);
    expect(demoOrders.total + partnerOrders.total).toBeGreaterThanOrEqual(40);
    // A refund is the ticket desk's transaction (docs/product.md §12), never a booking's.
    for (const orders of [demoOrders, partnerOrders]) {
      expect(new Set(orders.data.map((o) => o.status))).toEqual(
        new Set(TICKET_ORDER_STATUSES.filter((status) => status !== 'refunded')),
      );
    }
    const numbers = new Set(demoOrders.data.map((o) => o.number));
    expect(partnerOrders.data.some((o) => numbers.has(o.number))).toBe(false);
  });

  it.each([
    'manager@demo.travel',
    'director@demo.travel',
    'office@demo.travel',
    'subpartition@demo.travel',
    'ats@demo.travel',
  ])('shows %s every ticket order of the agency', async (email) => {
    const employeeToken = (await login(backend.url, email)).access_token;
    expect((await list('', employeeToken)).total).toBe((await list()).total);
  });

  it('counts down to what matters next: payment of a hold, the e-tickets once paid, check-in of a ticketed order', async () => {
    const { data } = await list();
    const unpaid = data.find((o) => o.status === 'hold' && o.paid === 0)!;
    expect(unpaid.deadline).toEqual({ kind: 'payment', at: unpaid.payment_deadline });
    const paid = data.find((o) => o.status === 'hold' && o.paid > 0)!;
    expect(paid.deadline?.kind).toBe('ticketing');
    expect(data.find((o) => o.status === 'ticketed')!.deadline?.kind).toBe('check_in');
    expect(
      data.filter((o) => ['flown', 'cancelled', 'expired'].includes(o.status)).every((o) => o.deadline === null),
    ).toBe(true);
  });
});

const PORTAL = '&source=portal';

describe('the flight list filters', () => {
  // Over the orders booked through the portal (one page of them): the ticket desk's hand-entered
  // tickets share the store (docs/product.md §12) and are filtered in ats-ticket-orders.test.ts.
  let all: TicketOrderSummary[];
  beforeAll(async () => {
    all = (await list(PORTAL)).data;
  });

  it('by number and by a passenger surname', async () => {
    const one = all[3]!;
    expect((await list(`${PORTAL}&number=${one.number.slice(-3)}`)).data.map((o) => o.number)).toContain(one.number);
    const surname = one.passenger_names[0]!.split(' ')[0]!;
    const found = (await list(`${PORTAL}&surname=${surname.slice(0, 4).toLowerCase()}`)).data;
    expect(found.map((o) => o.id)).toContain(one.id);
    expect(found.every((o) => o.passenger_names.some((n) => n.startsWith(surname.slice(0, 4).toUpperCase())))).toBe(
      true,
    );
  });

  it('by route, airline, status and charter or regular', async () => {
    const filters = ticketOrderFiltersSchema.parse(
      (await call(backend.url, '/api/ats/orders/filters', { token, locale: 'en' })).body,
    ).data;
    const route = filters.routes[0]!;
    expect(route.name).toMatch(/→/);
    const byRoute = (await list(`${PORTAL}&route=${route.id}`)).data;
    expect(byRoute.length).toBeGreaterThan(0);
    expect(byRoute.every((o) => `${o.route.from.code}-${o.route.to.code}` === route.id)).toBe(true);

    const airline = filters.airlines[0]!.id;
    const byAirline = (await list(`${PORTAL}&airline=${airline}`)).data;
    expect(byAirline.length).toBeGreaterThan(0);
    expect(byAirline.every((o) => o.airlines.some((a) => a.iata === airline))).toBe(true);

    expect(filters.statuses.map((s) => s.id)).toEqual([...TICKET_ORDER_STATUSES]);
    const byStatus = (await list(PORTAL + '&status=flown,expired')).data;
    expect(byStatus.length).toBe(all.filter((o) => o.status === 'flown' || o.status === 'expired').length);

    for (const type of ['charter', 'regular'] as const) {
      const byType = (await list(`${PORTAL}&flight_type=${type}`)).data;
      expect(byType.length).toBe(all.filter((o) => o.flight_type === type).length);
      expect(byType.every((o) => o.flight_type === type)).toBe(true);
    }
  });

  it('by the flight date range', async () => {
    const dates = all.map((o) => o.departure.date).sort();
    const from = dates[Math.floor(dates.length / 3)]!;
    const to = dates[Math.floor((2 * dates.length) / 3)]!;
    const found = (await list(`${PORTAL}&flight_from=${from}&flight_to=${to}`)).data;
    expect(found.length).toBe(all.filter((o) => o.departure.date >= from && o.departure.date <= to).length);
    expect(found.every((o) => o.departure.date >= from && o.departure.date <= to)).toBe(true);
  });

  it('refuses a bad status with 422 on that parameter', async () => {
    const answer = await call(backend.url, '/api/ats/orders?status=lost', { token });
    expect(answer.status).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(answer.body).errors ?? {})).toEqual(['status']);
  });
});

describe('a booked ticket order', () => {
  it('is invisible to the other agency: not in its list, 404 to read, edit, cancel or print', async () => {
    const booked = await bookFare(backend, token, await charterFare(), TWO, ['Vasilache']);
    expect((await list('&surname=Vasilache', partner)).total).toBe(0);
    for (const [method, path, body] of [
      ['GET', `/api/ats/orders/${booked.id}`, undefined],
      [
        'PATCH',
        `/api/ats/orders/${booked.id}`,
        { buyer: { name: 'X', phone: '+37369555111', email: 'x@example.com' } },
      ],
      ['POST', `/api/ats/orders/${booked.id}/cancel`, {}],
      ['GET', `/api/ats/orders/${booked.id}/documents/receipt`, undefined],
    ] as const) {
      expect((await call(backend.url, path, { token: partner, method, body })).status).toBe(404);
    }
    expect((await list('&surname=Vasilache')).data.map((o) => o.id)).toEqual([booked.id]);
  });

  it('moves hold → paid → ticketed → flown with the test hooks, ticket numbers issued at ticketing', async () => {
    const booked = await bookFare(backend, token, await charterFare(), TWO);
    await demo(backend, `/ticket-orders/${booked.id}/pay`);
    const paid = await order(booked.id);
    expect(paid).toMatchObject({ status: 'hold', paid: booked.total, due: 0 });
    expect(paid.deadline).toEqual({ kind: 'ticketing', at: paid.ticketing_at });
    expect(paid.documents.find((d) => d.kind === 'receipt')?.available).toBe(true);
    await demo(backend, `/ticket-orders/${booked.id}/ticket`);
    const ticketed = await order(booked.id);
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.passengers.every((p) => /^\d{3}-\d{10}$/.test(p.ticket_number ?? ''))).toBe(true);
    expect(ticketed.deadline).toEqual({ kind: 'check_in', at: ticketed.check_in_closes_at });
    await demo(backend, `/ticket-orders/${booked.id}/depart`);
    expect((await order(booked.id)).status).toBe('flown');
  });

  it('tickets an unpaid hold through a settled payment, so the desk counts what makes up its paid', async () => {
    const booked = await bookFare(backend, token, await charterFare(), TWO);
    expect(booked.paid).toBe(0);
    await demo(backend, `/ticket-orders/${booked.id}/ticket`);
    const desk = (await login(backend.url, 'ats@demo.travel')).access_token;
    const { data } = deskTicketOrderResponseSchema.parse(
      (await call(backend.url, `/api/ats/orders/${booked.id}`, { token: desk })).body,
    );
    expect(data).toMatchObject({ status: 'ticketed', paid: booked.total });
    expect(data.payments.map((p) => [p.status, p.amount_eur])).toEqual([['settled', booked.total]]);
  });

  it('expires unpaid and gives its seats back', async () => {
    const fare = await charterFare();
    const before = await seatsLeft(fare);
    const booked = await bookFare(backend, token, fare, TWO);
    expect(await seatsLeft(fare)).toBe(before - 2);
    await demo(backend, `/ticket-orders/${booked.id}/expire`);
    const expired = await order(booked.id);
    expect(expired).toMatchObject({
      status: 'expired',
      due: 0,
      deadline: null,
      actions: { edit: false, cancel: false },
    });
    expect(await seatsLeft(fare)).toBe(before);
  });
});

describe('locks and edits', () => {
  it("refuses a change of a ticketed regular ticket's surname, name or birth date (422, the reason in the caller language) but takes the document number", async () => {
    const booked = await bookFare(backend, token, await regularFare(), TWO);
    await demo(backend, `/ticket-orders/${booked.id}/ticket`);
    const ticketed = await order(booked.id, token, 'ro');
    expect(ticketed.locks).toEqual({
      passport: true,
      dates: true,
      reason: 'Nu poate fi modificat după confirmarea biletului.',
    });
    const first = ticketed.passengers[0]!;
    const refused = await call(backend.url, `/api/ats/orders/${booked.id}`, {
      token,
      locale: 'ro',
      method: 'PATCH',
      body: { passengers: [{ id: first.id, surname: 'Popa', birth_date: '1980-01-01' }] },
    });
    expect(refused.status).toBe(422);
    expect(apiErrorSchema.parse(refused.body).errors).toEqual({
      'passengers.0.surname': ['Nu poate fi modificat după confirmarea biletului.'],
      'passengers.0.birth_date': ['Nu poate fi modificat după confirmarea biletului.'],
    });
    expect((await order(booked.id)).passengers[0]!.surname).toBe(first.surname);
    const taken = await call(backend.url, `/api/ats/orders/${booked.id}`, {
      token,
      method: 'PATCH',
      body: { passengers: [{ id: first.id, passport_number: 'ZX9876543' }] },
    });
    expect(taken.status).toBe(200);
    expect(ticketOrderResponseSchema.parse(taken.body).data.passengers[0]!.passport_number).toBe('ZX9876543');
  });

  it("lets a charter ticket's names change, and checks the new values", async () => {
    const booked = await bookFare(backend, token, await charterFare(), TWO);
    await demo(backend, `/ticket-orders/${booked.id}/ticket`);
    const first = (await order(booked.id)).passengers[0]!;
    const renamed = await call(backend.url, `/api/ats/orders/${booked.id}`, {
      token,
      method: 'PATCH',
      body: { passengers: [{ id: first.id, surname: 'Popa' }] },
    });
    expect(renamed.status).toBe(200);
    expect(ticketOrderResponseSchema.parse(renamed.body).data.passenger_names[0]).toBe(
      `POPA ${first.name.toUpperCase()}`,
    );
    const cyrillic = await call(backend.url, `/api/ats/orders/${booked.id}`, {
      token,
      method: 'PATCH',
      body: { passengers: [{ id: first.id, surname: 'Попа' }] },
    });
    expect(cyrillic.status).toBe(422);
    expect(apiErrorSchema.parse(cyrillic.body).errors).toHaveProperty(['passengers.0.surname']);
  });
});

describe('cancellation', () => {
  it("cancels a paid charter before ticketing for the fare's penalty, refunding the rest and freeing the seats", async () => {
    const fare = await charterFare();
    const before = await seatsLeft(fare);
    const booked = await bookFare(backend, token, fare, TWO);
    await demo(backend, `/ticket-orders/${booked.id}/pay`);
    expect((await order(booked.id)).actions.cancel).toBe(true);
    const answer = await call(backend.url, `/api/ats/orders/${booked.id}/cancel`, { token, body: {} });
    expect(answer.status).toBe(200);
    const cancelled = ticketOrderResponseSchema.parse(answer.body).data;
    const penalty = booked.rules.cancellation!.penalty;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellation: { penalty, refund: Math.round((booked.total - penalty) * 100) / 100 },
    });
    expect(await seatsLeft(fare)).toBe(before);
  });

  it('refuses to cancel a paid regular fare (non-refundable) or a ticketed charter: 409 not_cancellable', async () => {
    const regular = await bookFare(backend, token, await regularFare(), TWO);
    await demo(backend, `/ticket-orders/${regular.id}/pay`);
    const charter = await bookFare(backend, token, await charterFare(), TWO);
    await demo(backend, `/ticket-orders/${charter.id}/ticket`);
    for (const id of [regular.id, charter.id]) {
      const answer = await call(backend.url, `/api/ats/orders/${id}/cancel`, { token, body: {} });
      expect(answer.status).toBe(409);
      expect((await order(id)).actions.cancel).toBe(false);
    }
  });

  it('cancels an unpaid regular hold for nothing', async () => {
    const regular = await bookFare(backend, token, await regularFare(), TWO);
    const answer = await call(backend.url, `/api/ats/orders/${regular.id}/cancel`, { token, body: {} });
    expect(answer.status).toBe(200);
    expect(ticketOrderResponseSchema.parse(answer.body).data.cancellation).toMatchObject({ penalty: 0, refund: 0 });
  });
});

describe('documents', () => {
  /** A charter for two, paid by card through the demo hook, then ticketed. */
  const ticketedPaid = async () => {
    const booked = await bookFare(backend, token, await charterFare(), TWO, ['Ionescu', 'Vrabie']);
    await demo(backend, `/ticket-orders/${booked.id}/pay`);
    await demo(backend, `/ticket-orders/${booked.id}/ticket`);
    return order(booked.id);
  };
  const printed = async (id: number, kind: string, locale: string, query = '') => {
    const answer = await call<Buffer>(backend.url, `/api/ats/orders/${id}/documents/${kind}${query}`, {
      token,
      locale,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    return pdfText(answer.body);
  };
  const amount = (value: number, locale: 'en' | 'ru') => money(value, locale).replace(/\s+/g, ' ');

  it("prints the e-ticket once issued, in the interface language by default and in the one asked for, never the passengers' country's", async () => {
    const booked = await bookFare(backend, token, await charterFare(), TWO, ['Ionescu', 'Vrabie']);
    const early = await call(backend.url, `/api/ats/orders/${booked.id}/documents/eticket`, { token, locale: 'en' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: 'not_available', message: 'Available once the e-tickets are issued.' });
    await demo(backend, `/ticket-orders/${booked.id}/ticket`);
    // The passengers are Moldovan citizens: the document is still in the caller's language.
    const ua = await printed(booked.id, 'eticket', 'ua');
    expect(ua).toContain('Електронний квиток');
    expect(ua).not.toContain('Bilet electronic');
    expect(ua).toContain('IONESCU ION');
    expect(ua).toContain('VRABIE MARIA');
    const ro = await printed(booked.id, 'eticket', 'en', '?lang=ro');
    expect(ro).toContain('Bilet electronic');
    expect(ro).toContain('Cod de rezervare (PNR)');
  }, 30_000);

  it("the e-ticket has the booking reference (PNR), each passenger's ticket number and the fare rules, not the price", async () => {
    const ticketed = await ticketedPaid();
    const numbers = ticketed.passengers.map((p) => p.ticket_number!);
    expect(numbers).toHaveLength(2);
    for (const locale of ['en', 'ru'] as const) {
      const text = await printed(ticketed.id, 'eticket', locale);
      expect(text).toMatch(
        locale === 'en' ? /Booking reference \(PNR\): [A-Z0-9]{6}\b/ : /Код бронирования \(PNR\): [A-Z0-9]{6}\b/,
      );
      for (const number of numbers) expect(text).toContain(number);
      expect(text).toContain(locale === 'en' ? 'Check-in opens' : 'Регистрация открывается');
      expect(text).toContain(
        locale === 'en' ? 'before ticketing a cancellation costs' : 'до выписки билетов аннуляция стоит',
      );
      expect(text).not.toContain(locale === 'en' ? 'Taxes and charges' : 'Таксы и сборы');
      expect(text).not.toContain(amount(ticketed.total, locale));
    }
    // Two e-tickets, two booking references: each order its own, the same on every print.
    const again = await printed(ticketed.id, 'eticket', 'en');
    const pnr = /Booking reference \(PNR\): ([A-Z0-9]{6})/.exec(again)![1];
    const other = await printed((await ticketedPaid()).id, 'eticket', 'en');
    expect(other).not.toContain(`(PNR): ${pnr}`);
  }, 60_000);

  it('the itinerary receipt is another document: the fare, taxes, fee, total and how it was paid, without the fare rules', async () => {
    const ticketed = await ticketedPaid();
    for (const locale of ['en', 'ru'] as const) {
      const text = await printed(ticketed.id, 'receipt', locale);
      expect(text).toContain(locale === 'en' ? 'Itinerary receipt' : 'Маршрутная квитанция');
      expect(text).not.toContain(locale === 'en' ? 'Electronic ticket' : 'Электронный билет');
      for (const label of locale === 'en'
        ? ['Fare', 'Taxes and charges', 'Service fee', 'Total', 'Card']
        : ['Тариф', 'Таксы и сборы', 'Сервисный сбор', 'Итого', 'Карта'])
        expect(text).toContain(label);
      expect(text).toContain(amount(ticketed.total, locale));
      expect(text).toContain(
        locale === 'en'
          ? `Paid: ${amount(ticketed.total, 'en')}; due: ${amount(0, 'en')}.`
          : `Оплачено: ${amount(ticketed.total, 'ru')}; к оплате: ${amount(0, 'ru')}.`,
      );
      expect(text).not.toContain(locale === 'en' ? 'Check-in opens' : 'Регистрация открывается');
      expect(text).toContain('IONESCU ION');
    }
  }, 60_000);
});

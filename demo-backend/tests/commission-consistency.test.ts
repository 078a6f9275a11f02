import { execFileSync } from 'node:child_process';
import { agencyDetailsSchema } from '@/lib/schemas/contract';
import { agencyCommissionSchema, agencyContractSchema, type AgencyCommission } from '@/lib/schemas/agency';
import { type PriceBreakdown } from '@/lib/schemas/booking';
import { documentGroupsSchema } from '@/lib/schemas/content';
import { orderResponseSchema } from '@/lib/schemas/orders';
import { deskTicketOrdersListSchema, type DeskTicketOrderSummary } from '@/lib/schemas/ats';
import { profileCommissionSchema } from '@/lib/schemas/profile';
import { calendarHintsSchema, searchResponseSchema, type Offer } from '@/lib/schemas/search';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { antalya, bookFare, faresOf, legsOf, searchFlights } from './flights-fixture';
import { book, bookingData, bookRequest } from './orders-fixture';

// One truth for the commission and the contract (docs/product.md "Commission and contract"): the
// agency's commission page, the profile's commission, every booking's breakdown and the contract's
// annex read one table; the contract page and every PDF of the contract show one number, date and
// signatories. Each reading is compared with the agency page's.

let backend: DemoBackend;
const tokens: Record<'agent' | 'director' | 'ats', string> = { agent: '', director: '', ats: '' };

beforeAll(async () => {
  backend = await startDemoBackend();
  tokens.agent = (await login(backend.url, 'agent@demo.travel')).access_token;
  tokens.director = (await login(backend.url, 'director@demo.travel')).access_token;
  tokens.ats = (await login(backend.url, 'ats@demo.travel')).access_token;
}, 60_000);
afterAll(async () => backend.close());

/** The PDF's text, spaces collapsed; pdftotext sometimes drops the narrow space before a % sign. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ').replace(/ ?%/g, ' %');
/** The commission season of a day (ISO): summer is May to October, as the page's seasons say. */
const seasonOf = (iso: string, table: AgencyCommission) => {
  const ddmm = `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
  const key = (dm: string) => dm.slice(3) + dm.slice(0, 2);
  const found = table.seasons.find((s) =>
    key(s.from) <= key(s.to)
      ? key(s.from) <= key(ddmm) && key(ddmm) <= key(s.to)
      : key(ddmm) >= key(s.from) || key(ddmm) <= key(s.to),
  );
  return found!.code;
};
const percentOf = (price: PriceBreakdown, key: PriceBreakdown['lines'][number]['key']) =>
  price.lines.find((l) => l.key === key)?.percent ?? null;

async function commissionPage(locale = 'en') {
  const answer = await call(backend.url, '/api/agencies/commission', { token: tokens.director, locale });
  expect(answer.status).toBe(200);
  return agencyCommissionSchema.parse(answer.body).data;
}

/** What the page says a package earns at a check-in: the season's rate, plus the hotel's increase if the breakdown names one. */
function expectBreakdownMatches(table: AgencyCommission, checkIn: string, price: PriceBreakdown) {
  const season = seasonOf(checkIn, table);
  const rate = table.rates.find((r) => r.product === 'package')!.percent[season];
  const extra = (code: string) => table.extras.find((e) => e.code === code)!.percent;
  const increase = percentOf(price, 'increased_commission_percent');
  if (increase !== null) expect(increase).toBe(extra('increased_hotel'));
  expect({
    season,
    commission: percentOf(price, 'commission'),
    partner: percentOf(price, 'partner_commission'),
  }).toEqual({
    season,
    commission: rate + (increase ?? 0),
    partner: extra('partner'),
  });
}

/** A sellable Turkey offer checking in in the given season, from the calendar's hinted dates. */
async function offerIn(token: string, table: AgencyCommission, season: 'summer' | 'winter'): Promise<Offer> {
  const hints = calendarHintsSchema.parse(
    (await call(backend.url, '/api/v2/search/calendar_hints?departure_city_id=1&country_id=1', { token })).body,
  ).data;
  for (const day of hints.filter((d) => seasonOf(d, table) === season)) {
    const body = {
      departure_city_id: 1,
      country_id: 1,
      date_from: day,
      date_to: day,
      nights_from: 7,
      nights_to: 7,
      adults: 2,
      children_ages: [],
    };
    const offers = searchResponseSchema
      .parse((await call(backend.url, '/api/v2/search', { token, body })).body)
      .data.results.flatMap((r) => r.offers);
    const offer = offers.find((o) => !o.accommodation.hotel.stop_sale && seasonOf(o.dates.check_in, table) === season);
    if (offer) return offer;
  }
  throw new Error(`no ${season} offer in the calendar`);
}

describe('commission consistency: one table for the page, the profile, the breakdown and the contract', () => {
  it('a summer and a winter booking’s breakdown pay the rates the commission page lists', async () => {
    const table = await commissionPage();
    for (const season of ['summer', 'winter'] as const) {
      const offer = await offerIn(tokens.agent, table, season);
      expectBreakdownMatches(table, offer.dates.check_in, (await bookingData(backend, tokens.agent, offer.sid)).price);
    }
  }, 120_000);

  it('the profile’s commission shows each order’s rate from the page’s table, saying why when it differs', async () => {
    const table = await commissionPage();
    // The seeded orders check in within weeks; a booking checking in the other season joins them.
    const now = seasonOf(new Date().toISOString().slice(0, 10), table);
    const other = await offerIn(tokens.agent, table, now === 'summer' ? 'winter' : 'summer');
    const data = await bookingData(backend, tokens.agent, other.sid);
    expect((await book(backend, tokens.agent, other.sid, bookRequest(other, [], data.price.total))).status).toBe(201);
    const year = new Date().getUTCFullYear();
    const answer = await call(backend.url, '/api/v1/profile/commission', {
      token: tokens.agent,
      locale: 'en',
      body: { from: `01.01.${year - 2}`, to: `31.12.${year}` },
    });
    const rows = profileCommissionSchema.parse(answer.body).data.orders;
    expect(rows.length).toBeGreaterThan(0);
    const seasons = new Set<string>();
    for (const row of rows) {
      const order = orderResponseSchema.parse(
        (await call(backend.url, `/api/orders/${row.id}`, { token: tokens.agent })).body,
      ).data;
      expectBreakdownMatches(table, order.offer.dates.check_in, order.price);
      const commission = order.price.lines.find((l) => l.key === 'commission')!;
      expect({ percent: row.percent, commission: row.commission }).toEqual({
        percent: commission.percent,
        commission: commission.amount,
      });
      const season = seasonOf(order.offer.dates.check_in, table);
      seasons.add(season);
      const rate = table.rates.find((r) => r.product === 'package')!.percent[season];
      if (row.percent === rate) expect(row.note).toBeNull();
      else expect(row.note).toContain(table.extras.find((e) => e.code === 'increased_hotel')!.reason);
    }
    expect([...seasons].sort()).toEqual(['summer', 'winter']);
  }, 120_000);

  it.each(['en', 'ro'])(
    'the signed contract’s PDF (%s) has the page’s rates in its annex',
    async (locale) => {
      const table = await commissionPage(locale);
      const pdf = await call<Buffer>(backend.url, '/api/agencies/contract/pdf', { token: tokens.director, locale });
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.body);
      const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      for (const rate of table.rates) {
        expect(text).toContain(
          `${rate.name} ${table.seasons.map((s) => `${number.format(rate.percent[s.code])} %`).join(' ')}`,
        );
      }
      for (const extra of table.extras) expect(text).toContain(`${extra.name} +${number.format(extra.percent)} %`);
    },
    60_000,
  );

  it('the commission annex among the documents has the page’s rates', async () => {
    const table = await commissionPage('ro');
    const documents = documentGroupsSchema
      .parse((await call(backend.url, '/api/v1/documents', { token: tokens.agent, locale: 'en' })).body)
      .data.flatMap((g) => g.documents);
    const annex = documents.find((d) => d.file_name === 'anexa_1_comision.pdf')!;
    const text = pdfText(
      (await call<Buffer>(backend.url, `/api/v1/documents/${annex.id}/download`, { token: tokens.agent })).body,
    );
    for (const rate of table.rates) {
      expect(text).toContain(
        `${rate.name} ${table.seasons.map((s) => `${new Intl.NumberFormat('ro').format(rate.percent[s.code])} %`).join(' ')}`,
      );
    }
  }, 60_000);
});

describe('a ticket order’s commission is the page’s rate for its flights', () => {
  /** What the page says a ticket order earns: its flight type's rate in its departure's season, on its fare. */
  const expectTableCommission = (table: AgencyCommission, order: DeskTicketOrderSummary) => {
    const rate = table.rates.find((r) => r.product === `flight_${order.flight_type}`)!.percent[
      seasonOf(order.departure.date, table)
    ];
    expect({ order: order.number, commission: order.commission }).toEqual({
      order: order.number,
      commission: Math.round(order.fare * rate) / 100,
    });
  };
  const desk = async (query: string) =>
    deskTicketOrdersListSchema.parse(
      (await call(backend.url, `/api/ats/orders?${query}&page[size]=100&sort=-created_at`, { token: tokens.ats })).body,
    ).data;

  it('a charter and a regular fare booked in the portal earn the page’s charter and regular rates', async () => {
    const table = await commissionPage();
    const fares = faresOf(await searchFlights(backend, tokens.agent, antalya({ adults: 1 })));
    const booked: number[] = [];
    for (const type of ['charter', 'regular'] as const) {
      const fare = fares.find((f) => f.flight_type === type && legsOf(f).every((leg) => leg.seats_left >= 1));
      expect(fare).toBeDefined();
      booked.push((await bookFare(backend, tokens.agent, fare!, { adults: 1, children: 0, infants: 0 })).id);
    }
    const rows = (await desk('source=portal')).filter((o) => booked.includes(o.id));
    expect(rows.map((o) => o.flight_type).sort()).toEqual(['charter', 'regular']);
    for (const row of rows) {
      expect(row.commission).toBeGreaterThan(0);
      expectTableCommission(table, row);
    }
  }, 120_000);

  it('the seeded portal bookings and desk orders earn the page’s rates', async () => {
    const table = await commissionPage();
    for (const source of ['portal', 'manual']) {
      const rows = await desk(`source=${source}`);
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) expectTableCommission(table, row);
    }
  }, 60_000);
});

describe('contract consistency: the PDF is the contract the page shows', () => {
  it('the signed PDF prints the page’s number and date and both signatories', async () => {
    const contract = agencyContractSchema.parse(
      (await call(backend.url, '/api/agencies/contract', { token: tokens.director })).body,
    ).data;
    const text = pdfText(
      (await call<Buffer>(backend.url, '/api/agencies/contract/pdf', { token: tokens.director, locale: 'en' })).body,
    );
    expect(text).toContain(`AGENCY AGREEMENT No. ${contract.number}`);
    expect(text).toContain(contract.signed_at);
    expect(text).toContain(`/ ${contract.director} /`);
    expect(text).toMatch(/\/ [^/]+ \/.*\/ [^/]+ \//);
    expect(text).not.toContain(`${contract.fiscal_code}/`);
  }, 60_000);

  it('the contract among the documents is the same signed contract, with the bank details the page last saved', async () => {
    const contract = agencyContractSchema.parse(
      (await call(backend.url, '/api/agencies/contract', { token: tokens.director })).body,
    ).data;
    const documents = documentGroupsSchema
      .parse((await call(backend.url, '/api/v1/documents', { token: tokens.agent, locale: 'en' })).body)
      .data.flatMap((g) => g.documents);
    const file = documents.find((d) => d.title === 'Agency contract')!;
    const download = async () =>
      pdfText((await call<Buffer>(backend.url, `/api/v1/documents/${file.id}/download`, { token: tokens.agent })).body);
    const before = await download();
    expect(before).toContain(contract.number);
    expect(before).toContain(contract.signed_at);
    expect(before).toContain(`/ ${contract.director} /`);

    const details = agencyDetailsSchema.parse(contract);
    const changed = await call(backend.url, '/api/agencies/contract', {
      method: 'PATCH',
      token: tokens.director,
      body: { ...details, bank_id: 2, branch_id: 202 },
    });
    expect(changed.status).toBe(200);
    const after = await download();
    expect(after).toContain('Sucursala Ungheni');
    expect(after).toContain(contract.number);
  }, 60_000);
});

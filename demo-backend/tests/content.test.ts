import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  acknowledgementReportSchema,
  contextResponseSchema,
  documentGroupsSchema,
  faqSchema,
  publicationCategoriesSchema,
  publicationResponseSchema,
  publicationsListSchema,
  publicationsReadAllSchema,
  ruleAcknowledgementsResponseSchema,
  ruleCategoriesSchema,
  ruleResponseSchema,
  rulesListSchema,
  type Rule,
} from '@/lib/schemas/content';
import { ordersListSchema, orderResponseSchema } from '@/lib/schemas/orders';
import { countriesSchema } from '@/lib/schemas/search';
import { slugify } from '@/lib/shared/slug';
import { foldForSearch } from '@/lib/shared/text-search';
import { htmlToPlainText } from '@/lib/shared/html-text';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { findOffer } from './orders-fixture';

let backend: DemoBackend;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startDemoBackend();
  for (const who of ['agent', 'manager', 'director', 'office', 'subpartition', 'ats'])
    tokens[who] = (await login(backend.url, `${who}@demo.travel`)).access_token;
  tokens.partner = (await login(backend.url, 'agent@partner.travel')).access_token;
}, 60_000);
afterAll(async () => {
  await backend.close();
});

const get = (path: string, who = 'agent', locale?: string) =>
  call(backend.url, `/api/${path}`, { token: tokens[who], locale });
const post = (path: string, who = 'agent', locale?: string) =>
  call(backend.url, `/api/${path}`, { token: tokens[who], locale, method: 'POST' });
const publications = async (query: string, who = 'agent', locale?: string) => {
  const answer = await get(`v1/publications?${query}`, who, locale);
  expect(answer.status).toBe(200);
  return publicationsListSchema.parse(answer.body);
};
const allRules = async (query = '', who = 'agent', locale?: string) => {
  const answer = await get(`v1/rules?${query}`, who, locale);
  expect(answer.status).toBe(200);
  return rulesListSchema.parse(answer.body).data;
};
const folded = (text: string) => foldForSearch(text);

describe('news: GET v1/publications', () => {
  it('pages 10 at a time, pinned first and then newest first, over the last six months, with images', async () => {
    const first = await publications('page[number]=1&page[size]=10');
    expect(first.meta).toMatchObject({ page: 1, size: 10 });
    expect(first.meta.total).toBeGreaterThanOrEqual(30);
    const pages = Math.ceil(first.meta.total / 10);
    const all = [...first.data];
    for (let n = 2; n <= pages; n++) all.push(...(await publications(`page[number]=${n}&page[size]=10`)).data);
    expect(all).toHaveLength(first.meta.total);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const pinned = all.filter((item) => item.pinned);
    expect(pinned.length).toBeGreaterThan(0);
    expect(all.slice(0, pinned.length).every((item) => item.pinned)).toBe(true);
    const rest = all.slice(pinned.length).map((item) => Date.parse(item.published_at));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    const oldest = Math.min(...all.map((item) => Date.parse(item.published_at)));
    expect(Date.now() - oldest).toBeLessThanOrEqual(183 * 86_400_000);
    expect(Math.max(...all.map((item) => Date.parse(item.published_at)))).toBeLessThanOrEqual(Date.now());
    const images = all.flatMap((item) => (item.image ? [item.image] : []));
    expect(images.length).toBeGreaterThanOrEqual(27);
    // Served by the portal itself (its CSP allows images from its own origin).
    for (const image of new Set(images)) expect(existsSync(path.join(process.cwd(), 'public', image))).toBe(true);
  });

  it('filters by category and by every word of a query, without case or diacritics', async () => {
    const visas = await publications('category=visas&page[size]=50', 'agent', 'en');
    expect(visas.data.length).toBeGreaterThan(0);
    expect(visas.data.every((item) => item.category === 'visas' && item.category_name === 'Visas and documents')).toBe(
      true,
    );
    expect(visas.meta.total).toBe(visas.data.length);

    const found = await publications(`q=${encodeURIComponent('ЕГИПЕТ виза')}&page[size]=50`, 'agent', 'ru');
    expect(found.data.length).toBeGreaterThan(0);
    for (const item of found.data) {
      const full = publicationResponseSchema.parse((await get(`v1/publications/${item.id}`, 'agent', 'ru')).body).data;
      const text = folded(`${full.title} ${full.teaser} ${htmlToPlainText(full.body)}`);
      expect(text).toContain('египет');
      expect(text).toContain('виза');
    }
    const none = await publications('q=zzzqqq');
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses an unknown category, a query over 100 characters and a bad page with 422', async () => {
    expect((await get('v1/publications?category=sport')).status).toBe(422);
    expect((await get(`v1/publications?q=${'a'.repeat(101)}`)).status).toBe(422);
    expect((await get('v1/publications?page[size]=0')).status).toBe(422);
  });

  it("answers in the caller's language, Russian by default", async () => {
    const [en] = (await publications('page[size]=1', 'agent', 'en')).data;
    const [ro] = (await publications('page[size]=1', 'agent', 'ro')).data;
    const [ua] = (await publications('page[size]=1', 'agent', 'ua')).data;
    const [ru] = (await publications('page[size]=1')).data;
    expect(new Set([en?.id, ro?.id, ua?.id, ru?.id]).size).toBe(1);
    expect(new Set([en?.title, ro?.title, ua?.title, ru?.title]).size).toBe(4);
    expect(ru?.title).toMatch(/[а-яё]/i);
  });

  it('gives one item its full HTML text, and 404 for an unknown one', async () => {
    const [item] = (await publications('page[size]=1', 'agent', 'en')).data;
    const one = publicationResponseSchema.parse((await get(`v1/publications/${item!.id}`, 'agent', 'en')).body).data;
    expect(one).toMatchObject(item!);
    expect(one.body).toMatch(/^<p>|<h3>|<table>/);
    expect((await get('v1/publications/99999')).status).toBe(404);
  });

  it('marks one read when opened: the unread count drops by one, a second reading changes nothing', async () => {
    const before = await publications('page[size]=100', 'manager');
    expect(before.unread).toBe(before.data.filter((item) => !item.was_read).length);
    expect(before.unread).toBeGreaterThan(0);
    expect(before.data.some((item) => item.was_read)).toBe(true);
    const target = before.data.find((item) => !item.was_read)!;
    const first = publicationResponseSchema.parse(
      (await post(`v1/publications/${target.id}/read`, 'manager')).body,
    ).data;
    expect(first).toMatchObject({ id: target.id, was_read: true });
    expect((await post(`v1/publications/${target.id}/read`, 'manager')).status).toBe(200);
    expect((await publications('page[size]=1', 'manager')).unread).toBe(before.unread - 1);
    // Read marks are per user.
    const director = (await publications('page[size]=100', 'director')).data.find((item) => item.id === target.id);
    expect(director?.was_read).toBe(false);
    expect((await post('v1/publications/99999/read', 'manager')).status).toBe(404);
  });

  it('marks all read at once', async () => {
    const before = await publications('page[size]=1', 'subpartition');
    expect(before.unread).toBeGreaterThan(0);
    const answer = publicationsReadAllSchema.parse((await post('v1/publications/read_all', 'subpartition')).body);
    expect(answer.data).toEqual({ marked: before.unread, unread: 0 });
    const after = await publications('page[size]=100', 'subpartition');
    expect(after.unread).toBe(0);
    expect(after.data.every((item) => item.was_read)).toBe(true);
    expect(
      publicationsReadAllSchema.parse((await post('v1/publications/read_all', 'subpartition')).body).data.marked,
    ).toBe(0);
  });

  it('lists the categories with their names and the caller’s counts', async () => {
    const categories = publicationCategoriesSchema.parse(
      (await get('v1/publications/categories', 'ats', 'ro')).body,
    ).data;
    const list = await publications('page[size]=1', 'ats');
    expect(categories.map((c) => c.id)).toEqual(['operator', 'programs', 'promotions', 'flights', 'visas']);
    expect(categories.reduce((sum, c) => sum + c.total, 0)).toBe(list.meta.total);
    expect(categories.reduce((sum, c) => sum + c.unread, 0)).toBe(list.unread);
    expect(categories.find((c) => c.id === 'promotions')?.name).toBe('Promoții');
  });
});

describe('rules', () => {
  it('has a tree of 6 categories with subcategories and counts', async () => {
    const tree = ruleCategoriesSchema.parse((await get('v1/rules/categories', 'agent', 'en')).body).data;
    expect(tree.map((c) => c.slug)).toEqual(['booking', 'payment', 'cancellation', 'visas', 'flights', 'hotels']);
    expect(tree.find((c) => c.slug === 'flights')?.children.map((c) => c.name)).toEqual([
      'Charter flights',
      'Scheduled flights',
    ]);
    const rules = await allRules();
    expect(rules.length).toBeGreaterThanOrEqual(25);
    expect(tree.reduce((sum, c) => sum + c.rules_count, 0)).toBe(rules.length);
    expect(rules.filter((rule) => rule.mandatory)).toHaveLength(3);
  });

  it('lists a category with its subcategories, and the mandatory ones', async () => {
    const tree = ruleCategoriesSchema.parse((await get('v1/rules/categories')).body).data;
    const visas = tree.find((c) => c.slug === 'visas')!;
    const ids = [visas.id, ...visas.children.map((c) => c.id)];
    const inVisas = await allRules(`category=${visas.id}`);
    expect(inVisas).toHaveLength(visas.rules_count);
    expect(inVisas.every((rule) => ids.includes(rule.category_id))).toBe(true);
    const egypt = visas.children.find((c) => c.slug === 'visas-egypt')!;
    expect((await allRules(`category=${egypt.id}`)).map((rule) => rule.countries)).toEqual([['EG']]);
    expect((await allRules('mandatory=true')).every((rule) => rule.mandatory)).toBe(true);
    expect(await allRules('category=9999')).toEqual([]);
    expect((await get('v1/rules?category=abc')).status).toBe(422);
  });

  it('searches every rule and returns the text around the first match', async () => {
    const found = await allRules('q=CHARTER', 'agent', 'en');
    expect(found.length).toBeGreaterThan(2);
    for (const rule of found) {
      expect(folded(`${rule.title} ${htmlToPlainText(rule.body)}`)).toContain('charter');
      expect(rule.snippet).not.toBeNull();
    }
    expect(found.some((rule) => folded(rule.snippet ?? '').includes('charter'))).toBe(true);
    const romanian = await allRules(`q=${encodeURIComponent('anularii')}`, 'agent', 'ro');
    expect(romanian.length).toBeGreaterThan(0);
    expect((await allRules()).every((rule) => rule.snippet === null)).toBe(true);
  });

  it('shows "changed on" for the mandatory rule revised last month, and asks for a new acknowledgement', async () => {
    const revised = (await allRules('mandatory=true', 'manager', 'en')).find((rule) => rule.changed_at !== null)!;
    expect(revised.title).toBe('Payment deadlines');
    const days = (Date.now() - Date.parse(`${revised.changed_at}T12:00:00Z`)) / 86_400_000;
    expect(days).toBeGreaterThan(20);
    expect(days).toBeLessThan(50);
    expect(revised.effective_from < revised.changed_at!).toBe(true);
    // The manager acknowledged the text before the revision: it no longer counts.
    expect(revised.acknowledged_at).toBeNull();
    const director = ruleResponseSchema.parse((await get(`v1/rules/${revised.id}`, 'director')).body).data;
    expect(Date.parse(director.acknowledged_at!)).toBeGreaterThanOrEqual(Date.parse(`${revised.changed_at}T00:00:00Z`));
  });

  it('acknowledges a mandatory rule once; a rule that is not mandatory is a 409, an unknown one a 404', async () => {
    const rules = await allRules('', 'agent', 'en');
    const pending = rules.find((rule) => rule.title === 'How to ask for a cancellation')!;
    expect(pending).toMatchObject({ mandatory: true, acknowledged_at: null });
    const first = ruleResponseSchema.parse((await post(`v1/rules/${pending.id}/acknowledge`)).body).data;
    expect(first.acknowledged_at).not.toBeNull();
    const again = ruleResponseSchema.parse((await post(`v1/rules/${pending.id}/acknowledge`)).body).data;
    expect(again.acknowledged_at).toBe(first.acknowledged_at);
    expect(ruleResponseSchema.parse((await get(`v1/rules/${pending.id}`)).body).data.acknowledged_at).toBe(
      first.acknowledged_at,
    );

    const optional = rules.find((rule) => !rule.mandatory)!;
    const refused = await post(`v1/rules/${optional.id}/acknowledge`, 'agent', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'No acknowledgement needed',
      message: 'This rule does not need to be marked as read.',
    });
    expect((await post('v1/rules/9999/acknowledge')).status).toBe(404);
    expect((await get('v1/rules/9999')).status).toBe(404);
  });
});

describe('acknowledgement reports', () => {
  it("show a director, per mandatory rule, which of the agency's employees have not acknowledged it", async () => {
    const report = acknowledgementReportSchema.parse(
      (await get('v1/rules/acknowledgements', 'director', 'en')).body,
    ).data;
    expect(report).toHaveLength(3);
    for (const rule of report) {
      // The eight at work and the three ticket-desk agents (docs/product.md §13); blocked and dismissed employees owe no acknowledgement.
      expect(rule.total).toBe(11);
      expect(rule.acknowledged.length + rule.pending.length).toBe(11);
      expect(
        [...rule.acknowledged, ...rule.pending].some((member) =>
          ['sergiu.cojocaru@demo.travel', 'dorin.ceban@demo.travel'].includes(member.email),
        ),
      ).toBe(false);
      // Only Demo Travel's employees, never Partner Tours'.
      expect([...rule.acknowledged, ...rule.pending].some((member) => member.email.endsWith('@partner.travel'))).toBe(
        false,
      );
    }
    const payment = report.find((rule) => rule.rule.title === 'Payment deadlines')!;
    expect(payment.pending.map((member) => member.email).sort()).toEqual([
      'agent@demo.travel',
      'ats@demo.travel',
      'desk1@demo.travel',
      'desk2@demo.travel',
      'desk3@demo.travel',
      'irina.sarbu@demo.travel',
      'manager@demo.travel',
      'subpartition@demo.travel',
      'victor.lungu@demo.travel',
    ]);
    expect(payment.pending.find((member) => member.email === 'ats@demo.travel')?.position).toBe('Air ticket manager');
  });

  it('drops a user from the pending list once they acknowledge', async () => {
    const before = acknowledgementReportSchema.parse((await get('v1/rules/acknowledgements', 'manager')).body).data;
    const rule = before.find((r) => r.pending.some((member) => member.email === 'ats@demo.travel'))!;
    await post(`v1/rules/${rule.rule.id}/acknowledge`, 'ats');
    const after = ruleAcknowledgementsResponseSchema.parse(
      (await get(`v1/rules/${rule.rule.id}/acknowledgements`, 'manager')).body,
    ).data;
    expect(after.pending.map((member) => member.email)).not.toContain('ats@demo.travel');
    expect(after.acknowledged.map((member) => member.email)).toContain('ats@demo.travel');
    expect(after.pending).toHaveLength(rule.pending.length - 1);
  });

  it('answers 404 for a rule that is not mandatory', async () => {
    const optional = (await allRules()).find((rule) => !rule.mandatory)!;
    expect((await get(`v1/rules/${optional.id}/acknowledgements`, 'director')).status).toBe(404);
  });

  it.each(['agent', 'office', 'subpartition', 'ats', 'partner'])('are a 403 for %s', async (who) => {
    const mandatory = (await allRules('mandatory=true', who))[0]!;
    const list = await get('v1/rules/acknowledgements', who, 'en');
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ error: 'Access denied' });
    expect((await get(`v1/rules/${mandatory.id}/acknowledgements`, who)).status).toBe(403);
  });
});

describe('rules and FAQ in context: GET v1/rules/context', () => {
  const context = async (query: string, who = 'agent', locale = 'en') => {
    const answer = await get(`v1/rules/context?${query}`, who, locale);
    expect(answer.status).toBe(200);
    return contextResponseSchema.parse(answer.body).data;
  };
  const fits = (item: { countries: string[]; flight_type: string | null }, country: string, flight: string) =>
    (item.countries.length === 0 || item.countries.includes(country)) &&
    (item.flight_type === null || item.flight_type === flight);

  it("gives a booking the rules and FAQ aimed at the offer's country and flight type", async () => {
    const trip = await context('country=eg&flight_type=charter');
    expect(trip).toMatchObject({ topic: 'booking', country: 'EG', flight_type: 'charter' });
    const titles = trip.rules.map((rule) => rule.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Visa for Egypt', 'Charter flights: baggage', 'Charter: a new departure time']),
    );
    for (const item of [...trip.rules, ...trip.faq]) {
      expect(item.countries.length > 0 || item.flight_type !== null).toBe(true);
      expect(fits(item, 'EG', 'charter')).toBe(true);
    }
    expect(trip.faq.map((entry) => entry.question)).toContain('How much is the visa for Egypt?');
  });

  it('reads the country and flight type off the offer being booked (sid)', async () => {
    const offer = await findOffer(backend, tokens.agent!);
    const trip = await context(`sid=${offer.sid}`);
    expect(trip.country).toBe('TR');
    expect(trip.rules.map((rule) => rule.title)).toContain('Entering Turkey');
    expect((await get('v1/rules/context?sid=not-a-sid')).status).toBe(404);
  }, 30_000);

  it("gives an order its cancellation rules, general ones included, and only the agency's orders", async () => {
    const orders = ordersListSchema.parse((await get('orders?page[size]=1', 'agent', 'en')).body).data;
    const order = orderResponseSchema.parse((await get(`orders/${orders[0]!.id}`, 'agent', 'en')).body).data;
    const countries = countriesSchema.parse((await get('v2/search/countries', 'agent', 'en')).body).data;
    const iso = countries.find((country) => country.name === order.offer.accommodation.hotel.country)!.iso;
    // An order with a regular leg is a regular-flight order (its tickets are non-refundable).
    const flight = [order.offer.tickets.from?.type, order.offer.tickets.to?.type].includes('regular')
      ? 'regular'
      : 'charter';
    const trip = await context(`order=${order.id}`);
    expect(trip).toMatchObject({ topic: 'cancellation', country: iso, flight_type: flight });
    const tree = ruleCategoriesSchema.parse((await get('v1/rules/categories')).body).data;
    const cancellation = tree.find((c) => c.slug === 'cancellation')!;
    expect(trip.rules.map((rule) => rule.title)).toContain('Tour cancellation penalties');
    expect(trip.rules.every((rule: Rule) => rule.category_id === cancellation.id && fits(rule, iso, flight))).toBe(
      true,
    );
    expect(trip.faq.length).toBeGreaterThan(0);
    expect((await get(`v1/rules/context?order=${order.id}`, 'partner')).status).toBe(404);
  });

  it('needs exactly one of sid, order and country', async () => {
    expect((await get('v1/rules/context')).status).toBe(422);
    expect((await get('v1/rules/context?country=TR&order=1')).status).toBe(422);
    expect((await get('v1/rules/context?country=TR&flight_type=bus')).status).toBe(422);
  });
});

describe('FAQ: GET v1/faq', () => {
  it('has 40 questions in 6 topics, each with a slug that is the same in every language', async () => {
    const byLocale = Object.fromEntries(
      await Promise.all(
        ['ru', 'ro', 'en', 'ua'].map(
          async (locale) => [locale, faqSchema.parse((await get('v1/faq', 'agent', locale)).body).data] as const,
        ),
      ),
    );
    const en = byLocale.en!;
    expect(en).toHaveLength(6);
    const entries = en.flatMap((topic) => topic.entries);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.slug.startsWith(slugify(entry.question).slice(0, 20))).toBe(true);
    for (const locale of ['ru', 'ro', 'ua']) {
      const other = byLocale[locale]!.flatMap((topic) => topic.entries);
      expect(other.map((entry) => [entry.id, entry.slug])).toEqual(entries.map((entry) => [entry.id, entry.slug]));
      expect(other.map((entry) => entry.question)).not.toEqual(entries.map((entry) => entry.question));
    }
  });

  it('keeps only matching entries and their topics for a query, any form of its words (lib/shared/content-search.ts)', async () => {
    const found = faqSchema.parse((await get(`v1/faq?q=${encodeURIComponent('виза')}`, 'agent', 'ru')).body).data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(8);
    const forms = new Set<string>();
    for (const topic of found) {
      expect(topic.entries.length).toBeGreaterThan(0);
      for (const entry of topic.entries) {
        const text = folded(`${entry.question} ${htmlToPlainText(entry.answer)}`);
        const form = /(?<!\p{L})виз(?:а|ы|е|у|ой|ам|ами|ах)?(?!\p{L})/u.exec(text)?.[0];
        expect(form).toBeTruthy();
        forms.add(form!);
      }
    }
    // "отказе в визе" is found by "виза".
    expect(forms).toContain('визе');
    expect(faqSchema.parse((await get('v1/faq?q=zzzqqq')).body).data).toEqual([]);
  });
});

describe('documents', () => {
  it("lists the agency's files by kind with size, date and language, and downloads each as its PDF", async () => {
    const groups = documentGroupsSchema.parse((await get('v1/documents', 'agent', 'en')).body).data;
    expect(groups.map((group) => group.kind)).toEqual(['contract', 'price_list', 'form', 'memo']);
    expect(groups[1]?.name).toBe('Price lists');
    const documents = groups.flatMap((group) => group.documents);
    expect(documents.length).toBeGreaterThanOrEqual(12);
    expect(new Set(documents.map((d) => d.language))).toEqual(new Set(['ru', 'ro', 'en', 'ua']));
    const contract = documents.find((d) => d.title === 'Agency contract')!;
    const file = await get(`v1/documents/${contract.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${contract.file_name}"`);
    const pdf = file.body as unknown as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBe(contract.size);
    expect(execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8')).toContain('Demo Travel SRL');

    const priceList = documents.find((d) => d.file_name === 'price_uae.pdf')!;
    const text = execFileSync('pdftotext', ['-', '-'], {
      input: (await get(`v1/documents/${priceList.id}/download`)).body as unknown as Buffer,
    }).toString('utf8');
    expect(text).toContain('Price list: United Arab Emirates');
    expect(text).toContain('Marina View 4*');

    // Partner Tours sees its own contract, not Demo Travel's.
    const partner = documentGroupsSchema
      .parse((await get('v1/documents', 'partner')).body)
      .data.flatMap((group) => group.documents);
    expect(partner.map((d) => d.id)).not.toContain(contract.id);
    expect(partner).toHaveLength(documents.length);
    expect((await get(`v1/documents/${contract.id}/download`, 'partner')).status).toBe(404);
    expect((await get('v1/documents/9999/download')).status).toBe(404);
  }, 120_000);
});

describe('everyone reads', () => {
  it.each(['agent', 'manager', 'director', 'office', 'subpartition', 'ats', 'partner'])(
    '%s reads news, rules and the FAQ',
    async (who) => {
      for (const path of [
        'v1/publications',
        'v1/publications/categories',
        'v1/rules',
        'v1/rules/categories',
        'v1/faq',
      ]) {
        expect((await get(path, who)).status).toBe(200);
      }
    },
  );

  it('without a token is a 401', async () => {
    expect((await call(backend.url, '/api/v1/publications')).status).toBe(401);
    expect((await call(backend.url, '/api/v1/documents/1/download')).status).toBe(401);
  });
});

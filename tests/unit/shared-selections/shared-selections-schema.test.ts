import { maxLengthMessage } from '@/lib/shared/message-key';
import {
  createSharedSelectionRequestSchema,
  extendSharedSelectionRequestSchema,
  publicOfferOf,
  publicSharedSelectionSchema,
  SHARE_NOTE_MAX,
  SHARE_TOKEN_BYTES,
  SHARE_VALIDITY_DAYS,
  shareAnswerRequestSchema,
  shareTokenSchema,
} from '@/lib/schemas/shared-selections';
import { savedOffer } from '../fixtures/saved-offers';

// The wire format of client selections (docs/product.md "Client selections"): what the client's
// page may carry, the validity and the note's bounds, the answer's phone rule.

const contacts = { title: 'Demo Travel', address: '', phone: '+373 22 210 100', email: '' };
/** A saved offer as the backend holds it, with the agency's own figures beside it. */
const agencyOffer = () => ({
  ...savedOffer({ price: 1500, original: 1234 }),
  net_price: 1100,
  commission: { percent: 10, amount: 134 },
});

describe('the client’s page of a selection', () => {
  it('carries the agent’s price and the offer’s words, never the net price, the commission or the original price', () => {
    const shown = publicOfferOf(agencyOffer(), 1, { status: 'available' });
    expect(Object.keys(shown).sort()).toEqual(
      [
        'availability',
        'dates',
        'flights',
        'hotel',
        'includes',
        'meal',
        'nights',
        'placement',
        'position',
        'price',
        'room',
      ].sort(),
    );
    expect(Object.keys(shown.hotel).sort()).toEqual(['city', 'country', 'name', 'photo', 'stars']);
    expect(shown.price).toEqual({ amount: 1500, currency: 'EUR' });
    const json = JSON.stringify(shown);
    for (const word of ['net', 'commission', 'sid', 'uuid', 'stop_sale', '1234', '"id"'])
      expect(json).not.toContain(word);
    expect(shown.flights?.out.airline).toEqual(expect.any(String));
    expect(shown.includes).toContain('flights');
  });

  it('is refused by the contract when an offer carries anything of the agency’s', () => {
    const offer = publicOfferOf(agencyOffer(), 1, { status: 'available' });
    const page = (extra: object) => ({
      data: {
        agency: { theme: 'default', contacts },
        note: '',
        valid_until: '2026-12-07T08:00:00.000Z',
        offers: [{ ...offer, ...extra }],
      },
    });
    expect(publicSharedSelectionSchema.safeParse(page({})).success).toBe(true);
    expect(publicSharedSelectionSchema.safeParse(page({ net_price: 1100 })).success).toBe(false);
    expect(publicSharedSelectionSchema.safeParse(page({ commission: 134 })).success).toBe(false);
  });

  it('says a changed price with its new amount and the day it changed, and a gone offer as gone', () => {
    const changed = publicOfferOf(agencyOffer(), 2, {
      status: 'changed',
      price: { amount: 1620, currency: 'EUR' },
      since: '2026-11-30',
    });
    expect(changed.availability).toEqual({
      status: 'changed',
      price: { amount: 1620, currency: 'EUR' },
      since: '2026-11-30',
    });
    expect(publicOfferOf(agencyOffer(), 3, { status: 'gone' }).availability).toEqual({ status: 'gone' });
  });

  it('lists no flights in what a hotel-only price includes', () => {
    const shown = publicOfferOf(savedOffer({ tickets: {} }), 1, { status: 'available' });
    expect(shown.flights).toBeNull();
    expect(shown.includes).not.toContain('flights');
  });
});

describe('making a link', () => {
  const request = (extra: object) => createSharedSelectionRequestSchema.safeParse({ contacts, ...extra });

  it('is valid 1 to 30 days, 7 unless told', () => {
    expect(request({}).data?.validity_days).toBe(SHARE_VALIDITY_DAYS.default);
    expect(SHARE_VALIDITY_DAYS.default).toBe(7);
    expect(request({ validity_days: 1 }).success).toBe(true);
    expect(request({ validity_days: 30 }).success).toBe(true);
    expect(request({ validity_days: 0 }).success).toBe(false);
    expect(request({ validity_days: 31 }).success).toBe(false);
    expect(request({ validity_days: 2.5 }).success).toBe(false);
    expect(extendSharedSelectionRequestSchema.safeParse({ days: 31 }).success).toBe(false);
    expect(extendSharedSelectionRequestSchema.safeParse({ days: 30 }).success).toBe(true);
  });

  it('takes a note of at most SHARE_NOTE_MAX characters, trimmed', () => {
    expect(request({ note: `  ${'a'.repeat(SHARE_NOTE_MAX)}  ` }).data?.note).toHaveLength(SHARE_NOTE_MAX);
    const long = request({ note: 'a'.repeat(SHARE_NOTE_MAX + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(maxLengthMessage(SHARE_NOTE_MAX));
    expect(request({}).data?.note).toBe('');
  });

  it('shares the whole basket when no offer is named', () => {
    expect(request({}).data?.offers).toEqual([]);
    expect(request({ offers: ['not-a-uuid'] }).success).toBe(false);
  });
});

describe('the token', () => {
  it('is at least 128 bits, URL-safe', () => {
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(shareTokenSchema.safeParse('a'.repeat(21)).success).toBe(false);
    expect(shareTokenSchema.safeParse('a'.repeat(22)).success).toBe(true);
    expect(shareTokenSchema.safeParse(`${'a'.repeat(21)}/`).success).toBe(false);
  });
});

describe('the client’s answer', () => {
  const answer = (extra: object) => shareAnswerRequestSchema.safeParse({ position: 1, name: 'Ion', ...extra });
  const messages = (extra: object) => answer(extra).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes a phone complete for its country’s mask, or a messenger handle', () => {
    expect(answer({ phone: '+37369123456' }).success).toBe(true);
    expect(answer({ messenger: '@ion_travel' }).success).toBe(true);
    expect(messages({ phone: '+3736912' })).toEqual([['phone', 'validation.phone']]);
    expect(messages({ phone: '+40712345678' })).toBeUndefined();
  });

  it('needs one of the two, and a name', () => {
    expect(messages({})).toEqual([['phone', 'validation.required']]);
    expect(messages({ name: '  ', messenger: '@ion' })).toEqual([['name', 'validation.required']]);
  });
});

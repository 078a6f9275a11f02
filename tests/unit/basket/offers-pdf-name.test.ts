import { offersPdfName } from '@/lib/basket/offers-pdf-name';
import { OFFERS_PDF_NAME } from '@/lib/schemas/saved-offers';

describe('offersPdfName: offer_{date}_{time}.pdf on the agencies’ clock (Europe/Chisinau)', () => {
  it.each([
    ['winter, UTC+2', '2026-11-21T12:05:00Z', 'offer_2026-11-21_14-05.pdf'],
    ['summer, UTC+3', '2026-07-01T06:09:30Z', 'offer_2026-07-01_09-09.pdf'],
    ['late evening UTC is already tomorrow in Chișinău', '2026-12-31T22:30:00Z', 'offer_2027-01-01_00-30.pdf'],
    ['midnight is 00, not 24', '2026-03-09T22:00:00Z', 'offer_2026-03-10_00-00.pdf'],
  ])('%s', (_case, iso, name) => {
    expect(offersPdfName(new Date(iso))).toBe(name);
    expect(name).toMatch(OFFERS_PDF_NAME);
  });

  it('refuses an invalid date rather than naming a file "offer_NaN"', () => {
    expect(() => offersPdfName(new Date('nonsense'))).toThrow(RangeError);
  });
});

import { createTranslator } from 'next-intl';
import { OFFER_SEPARATOR, offersText } from '@/lib/basket/offer-text';
import type { Translate } from '@/lib/shared/offer-summary';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en';
import ru from '@/messages/ru';
import { savedOffer } from '../fixtures/saved-offers';

const catalogues = { en, ru };

function translator(locale: 'en' | 'ru'): Translate {
  const t = createTranslator({ locale: formattingLocale(locale as Locale), messages: catalogues[locale] });
  return (key, values) => t(key as never, values as never);
}

const withFlights = savedOffer({ price: 1500 });
const hotelOnly = savedOffer({ uuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', tickets: {} });

describe('offersText: a saved offer as plain text for the client', () => {
  it('writes an offer with both flights in English', () => {
    expect(offersText([[withFlights, 1]], translator('en'), 'en')).toBe(
      [
        '1. Sunrise Beach 4*',
        'Kemer, Turkey',
        'Dates: 12.06.2026 – 19.06.2026 (7 nights)',
        'Room: Standard sea view',
        'Placement: 2 adults',
        'Meal: All inclusive',
        'Outbound: RU 7501, 12.06.2026 08:15 → 10:40, Chișinău (KIV) → Antalya (AYT), Air Moldova',
        'Return: RU 7502, 19.06.2026 23:30 → 20.06.2026 01:10, Chișinău (KIV) → Antalya (AYT), Air Moldova',
        'Price: 1,500\u00a0€',
      ].join('\n'),
    );
  });

  it('writes a hotel-only offer in Russian, with the agency price rather than the original', () => {
    const text = offersText([[hotelOnly, 2]], translator('ru'), 'ru');
    expect(text).toBe(
      [
        '2. Sunrise Beach 4*',
        'Kemer, Turkey',
        'Даты: 12.06.2026 – 19.06.2026 (7 ночей)',
        'Номер: Standard sea view',
        'Размещение: 2 adults',
        'Питание: All inclusive',
        'Перелёт: Только отель, без перелёта',
        `Цена: ${new Intl.NumberFormat('ru', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1234)}`,
      ].join('\n'),
    );
    expect(text).not.toMatch(/Вылет/);
  });

  it('separates several offers with a dashed line and keeps their basket numbers', () => {
    const text = offersText(
      [
        [withFlights, 1],
        [hotelOnly, 2],
      ],
      translator('en'),
      'en',
    );
    const parts = text.split(`\n${OFFER_SEPARATOR}\n`);
    expect(OFFER_SEPARATOR).toMatch(/^-{20,}$/);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/^1\. Sunrise Beach/);
    expect(parts[1]).toMatch(/^2\. Sunrise Beach/);
    expect(parts[1]).toContain('Flights: Hotel only, no flights');
  });

  it('writes the price in EUR as the language writes it', () => {
    expect(offersText([[savedOffer({ price: 123456 }), 1]], translator('ru'), 'ru')).toMatch(/Цена: 123\s456\s€$/);
  });
});

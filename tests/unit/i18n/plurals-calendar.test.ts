import { format, startOfWeek } from 'date-fns';
import { createTranslator } from 'next-intl';
import { dateFnsLocale, WEEK_STARTS_ON } from '@/lib/i18n/calendar';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en';
import ro from '@/messages/ro';
import ru from '@/messages/ru';
import ua from '@/messages/ua';

const catalogues = { ru, ro, en, ua };

function plural(locale: Locale, key: 'nights' | 'adults' | 'children' | 'offers' | 'notifications', count: number) {
  const t = createTranslator({ locale: formattingLocale(locale), messages: catalogues[locale], namespace: 'format' });
  return t(key, { count });
}

describe('plural rules', () => {
  it.each([
    [1, '1 ночь', '1 ніч'],
    [2, '2 ночи', '2 ночі'],
    [5, '5 ночей', '5 ночей'],
    [21, '21 ночь', '21 ніч'],
  ])('%i nights: ru %s, ua %s', (count, inRussian, inUkrainian) => {
    expect(plural('ru', 'nights', count)).toBe(inRussian);
    expect(plural('ua', 'nights', count)).toBe(inUkrainian);
  });

  it.each([
    [1, '1 ребёнок', '1 дитина'],
    [2, '2 ребёнка', '2 дитини'],
    [5, '5 детей', '5 дітей'],
    [21, '21 ребёнок', '21 дитина'],
  ])('%i children: ru %s, ua %s', (count, inRussian, inUkrainian) => {
    expect(plural('ru', 'children', count)).toBe(inRussian);
    expect(plural('ua', 'children', count)).toBe(inUkrainian);
  });

  it.each([
    [1, '1 предложение', '1 пропозиція'],
    [2, '2 предложения', '2 пропозиції'],
    [5, '5 предложений', '5 пропозицій'],
    [21, '21 предложение', '21 пропозиція'],
  ])('%i offers: ru %s, ua %s', (count, inRussian, inUkrainian) => {
    expect(plural('ru', 'offers', count)).toBe(inRussian);
    expect(plural('ua', 'offers', count)).toBe(inUkrainian);
  });

  it.each([
    [1, '1 непрочитанное', '1 непрочитане'],
    [3, '3 непрочитанных', '3 непрочитані'],
    [5, '5 непрочитанных', '5 непрочитаних'],
    [21, '21 непрочитанное', '21 непрочитане'],
  ])('%i unread notifications in the top bar: ru %s, ua %s', (count, inRussian, inUkrainian) => {
    const unread = (locale: Locale) =>
      createTranslator({ locale: formattingLocale(locale), messages: catalogues[locale], namespace: 'shell' })(
        'notificationsUnread',
        { count },
      );
    expect(unread('ru')).toBe(inRussian);
    expect(unread('ua')).toBe(inUkrainian);
  });

  it('uses Romanian one / few / "de" forms and English one / other', () => {
    expect([1, 2, 19, 20, 21].map((n) => plural('ro', 'nights', n))).toEqual([
      '1 noapte',
      '2 nopți',
      '19 nopți',
      '20 de nopți',
      '21 de nopți',
    ]);
    expect([1, 2, 5].map((n) => plural('en', 'nights', n))).toEqual(['1 night', '2 nights', '5 nights']);
  });
});

describe('calendar', () => {
  it('starts the week on Monday in every language', () => {
    const sunday = new Date(2026, 10, 22);
    for (const locale of ['ru', 'ro', 'en', 'ua'] as const) {
      const monday = startOfWeek(sunday, { locale: dateFnsLocale(locale) });
      expect(format(monday, 'yyyy-MM-dd')).toBe('2026-11-16');
      expect(dateFnsLocale(locale).options?.weekStartsOn).toBe(WEEK_STARTS_ON);
    }
  });

  it('names months in the interface language (ua as Ukrainian)', () => {
    const date = new Date(2026, 10, 21);
    expect(format(date, 'LLLL', { locale: dateFnsLocale('ua') })).toBe('листопад');
    expect(format(date, 'LLLL', { locale: dateFnsLocale('ro') })).toBe('noiembrie');
    expect(format(date, 'LLLL', { locale: dateFnsLocale('ru') })).toBe('ноябрь');
  });
});

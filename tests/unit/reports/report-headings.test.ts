import { createTranslator } from 'next-intl';
import { formattingLocale, locales } from '@/lib/i18n/locales';
import { SALES_GROUPS } from '@/lib/schemas/reports';
import en from '@/messages/en';
import ro from '@/messages/ro';
import ru from '@/messages/ru';
import ua from '@/messages/ua';

// The sales report's headings are written per grouping in every language (docs/product.md §13
// "Report screens"), never a grouping's name pasted into one sentence.
const catalogues = { en, ro, ru, ua };

describe('the sales report headings per grouping', () => {
  it.each(locales)('%s has its own table caption and chart title for every grouping, none alike', (locale) => {
    const t = createTranslator({
      locale: formattingLocale(locale),
      messages: catalogues[locale],
      namespace: 'reports.sales',
    });
    for (const key of ['table.caption', 'chart.title'] as const) {
      const headings = SALES_GROUPS.map((group) => t(key, { group }));
      const fallback = t(key, { group: 'unknown' });
      expect(new Set([...headings, fallback]).size).toBe(SALES_GROUPS.length + 1);
      for (const heading of headings) expect(heading).not.toMatch(/[{}«»"]/);
    }
  });
});

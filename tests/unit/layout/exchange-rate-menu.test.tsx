/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTranslator } from 'next-intl';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en';
import ro from '@/messages/ro';
import ru from '@/messages/ru';
import ua from '@/messages/ua';

const catalogues = { en, ro, ru, ua };
let locale: Locale = 'ru';
jest.mock('next-intl/server', () => ({
  getLocale: async () => formattingLocale(locale),
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: formattingLocale(locale), messages: catalogues[locale], namespace: namespace as never }),
}));
// The panel as it shows once open: the dropdown's own opening is tested with the top bar.
jest.mock('@/components/layout/top-bar/header-dropdown', () => ({
  HeaderDropdown: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

import { ExchangeRateMenu } from '@/components/layout/top-bar/exchange-rate-menu';

// docs/product.md §4 and §10 "Prices": the header's rates say what they are (lei per unit of the
// currency) and are written in the user's language.
describe('the exchange-rate menu', () => {
  const cases: Array<[Locale, string, string]> = [
    ['ru', '1 EUR = 19,7512 MDL', '1 USD = 17,90 MDL'],
    ['ua', '1 EUR = 19,7512 MDL', '1 USD = 17,90 MDL'],
    ['ro', '1 EUR = 19,7512 MDL', '1 USD = 17,90 MDL'],
    ['en', '1 EUR = 19.7512 MDL', '1 USD = 17.90 MDL'],
  ];
  for (const [language, eur, usd] of cases) {
    it(`names each rate as lei per unit, "${eur}", in ${language}`, async () => {
      locale = language;
      render(await ExchangeRateMenu({ view: { kind: 'rates', date: '07.03.2025', eur: 19.7512, usd: 17.9 } }));
      const values = screen.getByTestId('rate-values');
      expect(values).toHaveTextContent(eur);
      expect(values).toHaveTextContent(usd);
      expect(screen.getByText(/MDL/, { selector: 'p' })).toBeInTheDocument();
    });
  }
});

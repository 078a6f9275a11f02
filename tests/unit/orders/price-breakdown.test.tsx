/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { PriceBreakdown } from '@/components/orders/price-breakdown';
import { breakdownGroups } from '@/lib/orders/price-lines';
import type { PriceBreakdown as Breakdown, PriceLine } from '@/lib/schemas/booking';
import { priceBreakdownSchema } from '@/lib/schemas/booking';
import { renderPortal } from '../fixtures/render';

const line = (key: PriceLine['key'], amount: number | null, percent: number | null = null, days?: PriceLine['days']): PriceLine => ({
  key,
  amount,
  percent,
  ...(days ? { days } : {}),
});

// Sent deliberately out of display order, with a zero line that says nothing.
const price: Breakdown = priceBreakdownSchema.parse({
  currency: 'EUR',
  total: 1684.5,
  net: 1460.77,
  lines: [
    line('net_amount', 1460.77),
    line('commission', -168.45, 10),
    line('hotel', 1120),
    line('daily_prices', 1120, null, [
      { date: '2026-06-12', amount: 160 },
      { date: '2026-06-13', amount: 160 },
    ]),
    line('tickets', 460),
    line('transfer', 40),
    line('insurance', 24.5),
    line('discounts', -56),
    line('gala_dinner', 0),
    line('taxes', 96),
    line('partner_commission', -55.28, 3.5),
    line('increased_commission_percent', null, 2),
    line('gross_commission', -223.73),
    line('total_tickets', 460),
  ],
});

describe('the price breakdown', () => {
  it('groups the lines as price, commission and to pay, in SPEC order whatever order they came in', () => {
    const groups = breakdownGroups(price);
    expect(groups.map((g) => [g.group, g.rows.map((r) => r.key)])).toEqual([
      ['price', ['hotel', 'daily_prices', 'discounts', 'tickets', 'transfer', 'insurance', 'taxes']],
      ['commission', ['commission', 'partner_commission', 'gross_commission', 'increased_commission_percent']],
      ['payable', ['total_tickets', 'net_amount']],
    ]);
  });

  it('leaves out a line that says nothing (a zero gala dinner) and a group with no line', () => {
    const onlyHotel = { ...price, lines: [line('hotel', 900), line('gala_dinner', 0)] };
    expect(breakdownGroups(onlyHotel)).toEqual([
      { group: 'price', rows: [{ key: 'hotel', amount: 900, percent: null, days: [], emphasis: false }] },
    ]);
  });

  it('shows each line with its label, percent and amount in the user language, and the total', () => {
    renderPortal(<PriceBreakdown price={price} />, { locale: 'en' });
    const table = screen.getByRole('table', { name: 'Price breakdown' });
    const row = (key: string) => table.querySelector(`[data-line="${key}"]`) as HTMLElement;
    expect(row('hotel')).toHaveTextContent('Accommodation€1,120');
    expect(row('discounts')).toHaveTextContent('Discounts-€56');
    expect(row('partner_commission')).toHaveTextContent('Partner commission3.5 % · -€55.28');
    expect(row('increased_commission_percent')).toHaveTextContent('Increased commission2 %');
    expect(row('net_amount')).toHaveTextContent('Net amount to pay€1,460.77');
    expect(row('net_amount')).toHaveClass('font-semibold');
    expect(table.querySelector('[data-line="gala_dinner"]')).toBeNull();
    expect(screen.getByTestId('price-total')).toHaveTextContent('€1,684.50');
    expect(within(table).getByRole('columnheader', { name: 'Agency commission' })).toBeInTheDocument();
  });

  it('lists the daily prices as DD.MM.YYYY under their line', () => {
    renderPortal(<PriceBreakdown price={price} />, { locale: 'ru' });
    const daily = document.querySelector('[data-line="daily_prices"]') as HTMLElement;
    expect(within(daily).getByText('Цены по дням')).toBeInTheDocument();
    expect(daily).toHaveTextContent('12.06.2026: 160 €');
    expect(daily).toHaveTextContent('13.06.2026: 160 €');
  });

  it('is marked busy while a new calculation is on its way', () => {
    renderPortal(<PriceBreakdown price={price} busy />, { locale: 'ro' });
    expect(screen.getByRole('table', { name: 'Calculul prețului' })).toHaveAttribute('aria-busy', 'true');
  });
});

/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { PriceBreakdown } from '@/components/orders/price-breakdown';
import { breakdownGroups } from '@/lib/orders/price-lines';
import type { PriceBreakdown as Breakdown, PriceLine } from '@/lib/schemas/booking';
import { priceBreakdownSchema } from '@/lib/schemas/booking';
import { renderPortal } from '../fixtures/render';

const line = (
  key: PriceLine['key'],
  amount: number | null,
  percent: number | null = null,
  days?: PriceLine['days'],
): PriceLine => ({
  key,
  amount,
  percent,
  ...(days ? { days } : {}),
});

// Sent deliberately out of display order, with a zero line that says nothing; commissions are
// positive amounts, what the agency earns (docs/product.md §10 "Prices").
const price: Breakdown = priceBreakdownSchema.parse({
  currency: 'EUR',
  total: 1727.5,
  net: 1503.77,
  lines: [
    line('net_amount', 1503.77),
    line('commission', 168.45, 12),
    line('hotel', 1120),
    line('daily_prices', 1120, null, [
      { date: '2026-06-12', amount: 560 },
      { date: '2026-06-13', amount: 560 },
    ]),
    line('tickets', 460),
    line('agency_markup', 31.6, 2),
    line('transfer', 40),
    line('insurance', 24.5),
    line('discounts', -56),
    line('gala_dinner', 0),
    line('night_show', 35),
    line('taxes', 96),
    line('handling_fee', 8),
    line('partner_commission', 55.28, 3.5),
    line('increased_commission_percent', null, 2),
    line('gross_commission', 223.73, 15.5),
    line('total_tickets', 556),
  ],
});

describe('the price breakdown', () => {
  it('groups the lines as an agent reads them aloud, whatever order they came in', () => {
    const groups = breakdownGroups(price);
    expect(groups.map((g) => [g.group, g.rows.map((r) => r.key)])).toEqual([
      ['hotel', ['hotel', 'daily_prices', 'discounts']],
      ['flights', ['tickets', 'total_tickets']],
      ['transfer_insurance', ['transfer', 'insurance']],
      ['taxes_fees', ['taxes', 'handling_fee', 'agency_markup']],
      ['optional', ['night_show']],
      ['commission', ['commission', 'partner_commission', 'increased_commission_percent', 'gross_commission']],
      ['payable', ['net_amount']],
    ]);
  });

  it('leaves out a line that says nothing (a zero gala dinner) and a group with no line', () => {
    const onlyHotel = { ...price, lines: [line('hotel', 900), line('gala_dinner', 0)] };
    expect(breakdownGroups(onlyHotel)).toEqual([
      { group: 'hotel', rows: [{ key: 'hotel', amount: 900, percent: null, days: [], kind: 'amount' }] },
    ]);
  });

  it('reads in words, group by group, the total the client pays, then the commission as positive amounts and the net', () => {
    renderPortal(<PriceBreakdown price={price} />, { locale: 'en' });
    const table = screen.getByRole('table', { name: 'Price breakdown' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Hotel',
      'Flights',
      'Transfer and insurance',
      'Taxes and fees',
      'Optional extras',
      'Your commission',
      'You pay the operator',
    ]);
    const row = (key: string) => table.querySelector(`[data-line="${key}"]`) as HTMLElement;
    expect(row('hotel')).toHaveTextContent('Room and meals1,120 €');
    expect(row('discounts')).toHaveTextContent('Early-booking discount-56 €');
    expect(row('agency_markup')).toHaveTextContent('Service fee2 % · 31.60 €');
    expect(row('night_show')).toHaveTextContent('Night show35 €');
    expect(row('commission')).toHaveTextContent('Agency commission12 % · 168.45 €');
    expect(row('partner_commission')).toHaveTextContent('Partner commission3.5 % · 55.28 €');
    expect(row('gross_commission')).toHaveTextContent('Total commission15.5 % · 223.73 €');
    expect(row('increased_commission_percent')).toHaveTextContent('Increased commission included2 %');
    expect(row('net_amount')).toHaveTextContent('Net amount1,503.77 €');
    expect(row('net_amount')).toHaveClass('font-semibold');
    // No commission reads as a deduction.
    for (const key of ['commission', 'partner_commission', 'gross_commission'])
      expect(row(key).textContent).not.toMatch(/[-−]/);
    expect(table.querySelector('[data-line="gala_dinner"]')).toBeNull();
    // The total comes right after the client's groups, before the commission.
    const total = screen.getByTestId('price-total');
    expect(total).toHaveTextContent('1,727.50 €');
    expect(total.closest('tr')).toHaveTextContent('Total the client pays');
    const order = [...table.querySelectorAll('tbody')].map((body) => body.getAttribute('data-group'));
    expect(order).toEqual([
      'hotel',
      'flights',
      'transfer_insurance',
      'taxes_fees',
      'optional',
      'total',
      'commission',
      'payable',
    ]);
    // Every line of the breakdown is shown somewhere (the zero one aside).
    for (const { key } of price.lines.filter((l) => l.amount !== 0)) expect(row(key)).not.toBeNull();
  });

  it('lists the daily prices as DD.MM.YYYY under their line', () => {
    renderPortal(<PriceBreakdown price={price} />, { locale: 'ru' });
    const daily = document.querySelector('[data-line="daily_prices"]') as HTMLElement;
    expect(within(daily).getByText('Цены по ночам')).toBeInTheDocument();
    expect(daily).toHaveTextContent('12.06.2026: 560 €');
    expect(daily).toHaveTextContent('13.06.2026: 560 €');
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Ваша комиссия' })).toBeInTheDocument();
  });

  it('is marked busy while a new calculation is on its way', () => {
    renderPortal(<PriceBreakdown price={price} busy />, { locale: 'ro' });
    expect(screen.getByRole('table', { name: 'Calculul prețului' })).toHaveAttribute('aria-busy', 'true');
  });
});

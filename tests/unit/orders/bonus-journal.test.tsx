/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import en from '@/messages/en';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BonusFilterForm } from '@/components/orders/bonuses/bonus-filter-form';
import { BonusJournal } from '@/components/orders/bonuses/bonus-journal';
import { bonusesKey } from '@/lib/orders/bonuses-query';
import { readBonusesQuery } from '@/lib/read-query';
import { ServerPage } from '../fixtures/history-navigation';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));

const bonus = {
  id: 1,
  order: { id: 41, number: 'MD-104233' },
  created_at: '2026-05-04T10:00:00Z',
  hotel: 'Sunrise Beach',
  owner: 'Ana Agent',
  percent: 2.5,
  amount: 37.5,
  currency: 'EUR' as const,
  status: 'accrued' as const,
};
const page = (data = [bonus]) => ({
  data,
  meta: { total: data.length, page: 1, size: 20 },
  totals: { accrued: data.length ? 37.5 : 0, paid_out: 0, currency: 'EUR' as const },
});

/** As app/(portal)/orders/bonuses/page.tsx renders it: the list and the server's filter form for the URL. */
function renderBonuses(initial = page()) {
  const initialKey = bonusesKey(readBonusesQuery(new URLSearchParams(window.location.search)));
  return renderPortal(
    <ServerPage
      page={(params) => {
        const query = readBonusesQuery(params);
        return (
          <BonusJournal
            query={query}
            initialKey={initialKey}
            initial={initial}
            filters={<BonusFilterForm query={query} />}
          />
        );
      }}
    />,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/orders/bonuses'));

describe('the bonus journal', () => {
  it('lists bonuses with their order link and the totals', () => {
    stubFetch({});
    renderBonuses();
    const [row] = screen.getAllByTestId('bonus-row');
    expect(within(row!).getByRole('link', { name: 'MD-104233' })).toHaveAttribute('href', '/orders?order=41');
    expect(row).toHaveTextContent('Sunrise Beach');
    expect(row).toHaveTextContent('2.5%');
    expect(row).toHaveTextContent('37.50 €');
    expect(row).toHaveTextContent('Accrued');
    expect(screen.getByTestId('bonus-totals')).toHaveTextContent('Accrued37.50 €');
  });

  it('filters by created date through the URL and says when nothing matches', async () => {
    const { fetchMock } = stubFetch({ 'GET /api/orders/bonuses': () => ({ json: page([]) }) });
    renderBonuses();
    const form = screen.getByRole('search', { name: 'Bonus filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/orders/bonuses');
    // Half a period is not sent: emptied, with the reason (docs/product.md §5).
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '01.05.2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('');
    expect(within(form).getByLabelText('From')).toHaveValue('');
    expect(within(form).getByRole('alert')).toHaveTextContent(en.validation.dateRangeHalf);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '01.05.2026' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '31.05.2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('?created_from=2026-05-01&created_to=2026-05-31');
    expect(await screen.findByTestId('bonuses-empty')).toHaveTextContent('No matching records found');
    await waitFor(() => expect(String(fetchMock.mock.calls[0]![0])).toContain('created_from=2026-05-01'));
  });
});

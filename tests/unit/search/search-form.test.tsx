/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { SearchForm } from '@/components/search/form/search-form';
import { createAlertStore } from '@/lib/alerts/store';
import { AlertStoreProvider } from '@/lib/alerts/alert-context';
import { filledSearchForm } from '../fixtures/search';
import { searchOptionKeys } from '@/lib/search/option-keys';
import en from '@/messages/en';
import ro from '@/messages/ro';

const values = filledSearchForm;

// The submit's code (rules, URL) is fetched on first use; a test can make that fetch fail.
const actualActions = jest.requireActual<typeof import('@/components/search/form/load-search-actions')>(
  '@/components/search/form/load-search-actions',
);
const loadActions = jest.fn(actualActions.loadSearchActions);
jest.mock('@/components/search/form/load-search-actions', () => ({ loadSearchActions: () => loadActions() }));

// The option lists the form asks for, as the server would have seeded them.
const seeded = {
  [searchOptionKeys.countries(1)]: { data: [{ id: 2, name: 'Turkey', iso: 'TR' }] },
  [searchOptionKeys.calendarHints(1, 2)]: { data: ['2026-12-01'] },
  [searchOptionKeys.packageTemplates(2)]: { data: [] },
  [searchOptionKeys.availableNights({
    departure_city_id: 1,
    country_id: 2,
    date_from: '2026-12-01',
    date_to: '2026-12-07',
  })]: { data: [5, 7, 10, 14] },
};

beforeEach(() => {
  // jsdom lays nothing out: the first invalid field is focused and scrolled to.
  Element.prototype.scrollIntoView = jest.fn();
  // Any list not seeded answers empty.
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => '{"data":[]}',
  })) as unknown as typeof fetch;
});

function renderForm(locale: 'en' | 'ro' = 'en') {
  const onSearch = jest.fn();
  const alerts = createAlertStore();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ro} timeZone="Europe/Chisinau">
      <AlertStoreProvider store={alerts}>
        <SWRConfig value={{ provider: () => new Map(), fallback: seeded }}>
          <SearchForm
            departures={[{ id: 1, name: 'Chișinău', iata_code: 'RMO' }]}
            meals={[{ id: 1, name: 'AI', full_name: 'All inclusive' }]}
            categories={[{ id: 1, name: '4*', stars: 4 }]}
            defaultValues={values}
            today="2026-11-21"
            onSearch={onSearch}
          />
        </SWRConfig>
      </AlertStoreProvider>
    </NextIntlClientProvider>,
  );
  return Object.assign(onSearch, { alerts });
}

const submit = () => act(async () => fireEvent.click(screen.getByTestId('search-submit')));

describe('the tour-search form', () => {
  it('sends the query of a valid form', async () => {
    const onSearch = renderForm();
    fireEvent.change(screen.getByLabelText(/^Children/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Age of child 1'), { target: { value: '0' } });
    await submit();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toMatchObject({
      departure_city_id: 1,
      country_id: 2,
      date_from: '2026-12-01',
      date_to: '2026-12-07',
      nights_from: 7,
      nights_to: 10,
      adults: 2,
      children_ages: [0],
      currency: 'EUR',
    });
  });

  it('says so when the submit’s code cannot be fetched (offline), and searches on the next submit', async () => {
    const onSearch = renderForm();
    loadActions.mockRejectedValueOnce(new Error('Failed to load chunk /_next/static/chunks/0search.js from module 42'));
    await submit();
    await waitFor(() =>
      expect(onSearch.alerts.getSnapshot()).toEqual([
        expect.objectContaining({ type: 'error', title: en.errors.networkTitle }),
      ]),
    );
    expect(onSearch).not.toHaveBeenCalled();
    await submit();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
  });

  it("refuses a child's age outside 0-17", async () => {
    const onSearch = renderForm();
    fireEvent.change(screen.getByLabelText(/^Children/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Age of child 1'), { target: { value: '18' } });
    fireEvent.change(screen.getByLabelText('Age of child 2'), { target: { value: '17' } });
    await submit();
    expect(await screen.findByText('Enter an age from 0 to 17')).toBeInTheDocument();
    expect(screen.getByLabelText('Age of child 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Age of child 2')).toHaveAttribute('aria-invalid', 'false');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('asks for both check-in dates when one is missing', async () => {
    const onSearch = renderForm();
    const to = screen.getByLabelText('to');
    fireEvent.change(to, { target: { value: '' } });
    fireEvent.blur(to);
    await submit();
    expect(await screen.findByText('Choose both check-in dates')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears a typed date before today and names the limit', async () => {
    renderForm();
    const from = screen.getByLabelText('from');
    fireEvent.change(from, { target: { value: '01112026' } });
    expect(from).toHaveValue('01.11.2026');
    fireEvent.blur(from);
    expect(await screen.findByText('Date must be later than 20.11.2026')).toBeInTheDocument();
    expect(from).toHaveValue('');
  });

  it('offers only the nights with flights back and refuses "to" below "from"', async () => {
    const onSearch = renderForm();
    const nightsFrom = screen.getByLabelText(/^Nights from/);
    expect([...nightsFrom.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '5',
      '7',
      '10',
      '14',
    ]);
    fireEvent.change(nightsFrom, { target: { value: '14' } });
    await submit();
    expect(await screen.findByText('“Nights to” cannot be less than “nights from”')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("focuses the first invalid field in the form's order and drops its message once it is corrected", async () => {
    const onSearch = renderForm();
    fireEvent.change(screen.getByLabelText(/^Price to/), { target: { value: 'much' } });
    fireEvent.change(screen.getByLabelText(/^Children/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Age of child 1'), { target: { value: '' } });
    await submit();
    expect(await screen.findByText('Field must be a number')).toBeInTheDocument();
    // The child's age comes before the prices on the page.
    await waitFor(() => expect(screen.getByLabelText('Age of child 1')).toHaveFocus());

    // Checked again on every change after a submit: the corrected fields lose their messages.
    fireEvent.change(screen.getByLabelText(/^Price to/), { target: { value: '1500' } });
    await waitFor(() => expect(screen.queryByText('Field must be a number')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Age of child 1'), { target: { value: '7' } });
    await waitFor(() => expect(screen.queryByText('Enter an age from 0 to 17')).not.toBeInTheDocument());
    expect(onSearch).not.toHaveBeenCalled();
    await submit();
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith(
        expect.objectContaining({ children_ages: [7], price_to: 1500 }),
        expect.objectContaining({ children_ages: ['7'], price_to: '1500' }),
      ),
    );
  });

  it('shows no message before the first submit', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Price from/), { target: { value: 'x' } });
    expect(screen.queryByText('Field must be a number')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Price from/)).toHaveValue('x');
  });

  it("speaks the user's language", async () => {
    renderForm('ro');
    fireEvent.change(screen.getByLabelText(/^Copii/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Vârsta copilului 1'), { target: { value: 'x' } });
    await submit();
    expect(await screen.findByText('Introduceți o vârstă de la 0 la 17 ani')).toBeInTheDocument();
  });
});

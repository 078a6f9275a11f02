/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { FlightFilters } from '@/components/flights/search/flight-filters';
import { EMPTY_FLIGHT_SEARCH } from '@/lib/flights/search-form';
import type { FlightAirline } from '@/lib/schemas/flights';
import en from '@/messages/en';
import { renderPortal, serverHtml } from '../fixtures/render';

const airlines: FlightAirline[] = [
  { iata: 'TK', name: 'Turkish Airlines', color: '#c70a0c' },
  { iata: 'H4', name: 'HiSky', color: '#1d4ed8' },
  { iata: 'W6', name: 'Wizz Air', color: '#c6007e' },
];
const s = en.flightSearch.filters;
const values = { ...EMPTY_FLIGHT_SEARCH, airlines: ['H4'] };

// The airlines are the spec's multi-select (select all, search), as the tour search's (docs/product.md §5, §11).
describe('FlightFilters airlines', () => {
  it('chooses airlines in the multi-select: its search and "select all" of what it shows', async () => {
    const onChange = jest.fn();
    renderPortal(<FlightFilters form="flight-search-form" values={values} airlines={airlines} onChange={onChange} />);
    expect(screen.queryByRole('checkbox', { name: 'HiSky (H4)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${s.airlines} HiSky (H4)` }));
    fireEvent.change(await screen.findByRole('searchbox', { name: en.common.search }), { target: { value: 'air' } });
    expect(screen.queryByRole('checkbox', { name: 'HiSky (H4)' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: en.common.selectAll }));
    expect(onChange).toHaveBeenLastCalledWith({ airlines: ['H4', 'TK', 'W6'] });
  });

  it('sends the choice with the search form: hidden fields with script, checkboxes without it', () => {
    const { container } = renderPortal(
      <FlightFilters form="flight-search-form" values={values} airlines={airlines} onChange={jest.fn()} />,
    );
    const sent = [...container.querySelectorAll<HTMLInputElement>('input[name="airlines"]')];
    expect(sent.map((input) => [input.type, input.value, input.getAttribute('form')])).toEqual([
      ['hidden', 'H4', 'flight-search-form'],
    ]);

    const html = serverHtml(
      <FlightFilters form="flight-search-form" values={values} airlines={airlines} onChange={jest.fn()} />,
    );
    const boxes = [...html.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="airlines"]')];
    expect(boxes.map((box) => [box.value, box.checked, box.getAttribute('form')])).toEqual([
      ['TK', false, 'flight-search-form'],
      ['H4', true, 'flight-search-form'],
      ['W6', false, 'flight-search-form'],
    ]);
    // The list shows where there is no script; the multi-select's button where there is.
    expect(boxes[0]!.closest('fieldset')).toHaveClass('hidden', 'noscript:grid');
    expect(html.querySelector('#flight-airlines')!.parentElement).toHaveClass('noscript:hidden');
  });
});

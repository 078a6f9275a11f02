/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { revealResults } from '@/components/flights/search/flight-results';
import { FlightSearchForm } from '@/components/flights/search/search-form';
import { EMPTY_FLIGHT_SEARCH } from '@/lib/flights/search-form';
import type { FlightPlace } from '@/lib/schemas/flights';
import { renderPortal } from '../fixtures/render';

// The flight search on a 390 px phone (docs/product.md §11 "The flight search page").

const place = (code: string, name: string): FlightPlace => ({
  code,
  kind: 'city',
  name,
  city: name,
  country: 'Moldova',
  country_iso: 'MD',
  airports: [code],
});

describe('the flight search form on a phone', () => {
  it("stacks From and To (each the screen's width) and keeps the passengers' selects level under labels that wrap", () => {
    const kiv = place('KIV', 'Кишинёв');
    renderPortal(
      <FlightSearchForm
        places={{ from: [kiv], to: [place('AYT', 'Анталья')], routes: { KIV: ['AYT'] } }}
        known={[kiv]}
        today="2026-11-30"
        values={{ ...EMPTY_FLIGHT_SEARCH, from: 'KIV', to: 'AYT' }}
        errors={{}}
        pending={false}
        onChange={jest.fn()}
        onSubmit={jest.fn()}
      />,
    );
    // The row holding both places, the swap button between them.
    const places = screen.getByRole('button', { name: 'Swap origin and destination' }).parentElement;
    expect(places).toHaveClass('flex-col', 'sm:flex-row');
    expect(places).toContainElement(screen.getByLabelText(/^From/));
    expect(places).toContainElement(screen.getByLabelText(/^To/));
    const party = screen.getByRole('group', { name: 'Passengers' });
    expect(party.className).toContain('max-sm:[&_label]:min-h-10');
  });
});

describe('the results after Find', () => {
  function results(top: number) {
    render(
      <section>
        <h2 tabIndex={-1}>Results</h2>
      </section>,
    );
    const heading = screen.getByRole('heading', { name: 'Results' });
    const section = heading.closest('section')!;
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
    section.scrollIntoView = jest.fn();
    return { heading, section };
  }

  it('are scrolled to when they start below the screen, the focus on their heading', () => {
    const { heading, section } = results(window.innerHeight + 200);
    revealResults(heading);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(heading).toHaveFocus();
  });

  it('stay where they are, the focus too, when they are on the screen already', () => {
    const { heading, section } = results(300);
    revealResults(heading);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    expect(heading).not.toHaveFocus();
  });
});

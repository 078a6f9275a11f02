/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { DateRangeField } from '@/components/ui/date-range-field';
import type { DateRange } from '@/lib/search/date-range';
import { MultiSelect } from '@/components/ui/multi-select';
import en from '@/messages/en';
import { renderPortal } from '../fixtures/render';

// The calendar is loaded only when it opens (components/ui/lazy-popover.tsx): the click that
// starts the download must still open a usable month whose two clicks make the range.
describe('DateRangeField calendar', () => {
  it('opens from its button and picks a range with two clicks', async () => {
    const onChange = jest.fn();
    renderPortal(
      <DateRangeField
        id="dates"
        label="Dates"
        fromLabel="From"
        toLabel="To"
        value={{ from: '', to: '' }}
        onChange={onChange}
        limits={{ min: '2026-12-01', max: '2027-03-31' }}
        allowedDates={['2026-12-10', '2026-12-17']}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: en.common.openCalendar }));
    // The first import of the day picker in a cold test run takes a while.
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    const day = (n: number) =>
      grid.querySelector(`[data-day="2026-12-${String(n).padStart(2, '0')}"] button`) as HTMLElement;
    // Given allowed dates (the days with tours), only they can be picked (docs/product.md §5).
    expect(day(11)).toBeDisabled();
    expect(day(10)).toBeEnabled();
    fireEvent.click(day(10));
    fireEvent.click(day(17));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-12-10', to: '2026-12-17' });
  });
});

/** The field with its value kept, and a button outside it to move the focus to. */
function RangeForm({ initial, allowedDates }: { initial: DateRange; allowedDates?: readonly string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <DateRangeField
        id="dates"
        label="Dates"
        fromLabel="From"
        toLabel="To"
        value={value}
        onChange={setValue}
        limits={{ min: '2026-12-01', max: '2027-03-31' }}
        allowedDates={allowedDates}
      />
      <output data-testid="range">{`${value.from}/${value.to}`}</output>
      <button type="button">Outside</button>
      <button type="submit">Send</button>
    </form>
  );
}

/** Types a date into an input of the range and moves the focus to `next`. */
function typeInto(input: HTMLElement, text: string, next: HTMLElement) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input, { relatedTarget: next });
}

describe('DateRangeField typed dates', () => {
  it('empties a half range typed into the two inputs when the form is sent, saying why', () => {
    renderPortal(<RangeForm initial={{ from: '', to: '' }} />);
    const from = screen.getByLabelText('From');
    typeInto(from, '10.12.2026', screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('range')).toHaveTextContent('2026-12-10/');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('range')).toHaveTextContent(/^\/$/);
    expect(from).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(en.validation.dateRangeHalf);
    // A whole range is sent as it is.
    typeInto(from, '10.12.2026', screen.getByLabelText('To'));
    typeInto(screen.getByLabelText('To'), '17.12.2026', screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('range')).toHaveTextContent('2026-12-10/2026-12-17');
  });

  it('marks only the end whose typed date was cleared', () => {
    renderPortal(<RangeForm initial={{ from: '2026-12-10', to: '2026-12-17' }} />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    typeInto(to, '32.12.2026', from);
    expect(to).toHaveValue('');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent(en.validation.date);
  });

  it('refuses a typed date that is not one of the allowed dates, saying why', () => {
    renderPortal(<RangeForm initial={{ from: '', to: '' }} allowedDates={['2026-12-10', '2026-12-17']} />);
    const from = screen.getByLabelText('From');
    typeInto(from, '11.12.2026', screen.getByLabelText('To'));
    expect(from).toHaveValue('');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(en.validation.dateNotAllowed.replace('{date}', '11.12.2026'));
    typeInto(from, '10.12.2026', screen.getByLabelText('To'));
    expect(from).toHaveValue('10.12.2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// The multi-select's popover loads on first use too: the first click opens it once it is there.
describe('MultiSelect popover', () => {
  it('opens from the first click, checks an option and names the choice on its button', async () => {
    const onChange = jest.fn();
    const options = [
      { value: 1, label: 'All inclusive' },
      { value: 2, label: 'Half board' },
    ];
    const view = renderPortal(
      <MultiSelect id="meals" label="Meals" placeholder="Any" options={options} value={[]} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'Meals Any' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Meals Any' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Half board' }));
    expect(onChange).toHaveBeenCalledWith([2]);
    expect(screen.getByRole('button', { name: 'Meals Any' })).toHaveAttribute('aria-expanded', 'true');
    view.rerender(
      <MultiSelect id="meals" label="Meals" placeholder="Any" options={options} value={[2]} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'Meals Half board' })).toBeInTheDocument();
  });

  it('opens from a press when its code is already there, though hover, focus and pointerdown came first', async () => {
    const options = [{ value: 1, label: 'All inclusive' }];
    renderPortal(
      <MultiSelect
        id="meals-again"
        label="Meals"
        placeholder="Any"
        options={options}
        value={[]}
        onChange={jest.fn()}
      />,
    );
    const plain = screen.getByRole('button', { name: 'Meals Any' });
    fireEvent.pointerEnter(plain);
    fireEvent.pointerDown(plain);
    fireEvent.focus(plain);
    // Nothing swaps the button in the middle of the press: the click still finds it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(plain).toBeInTheDocument();
    fireEvent.click(plain);
    expect(await screen.findByRole('checkbox', { name: 'All inclusive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meals Any' })).toHaveAttribute('aria-expanded', 'true');
  });
});

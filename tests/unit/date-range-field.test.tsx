/**
 * @jest-environment jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { DateRangeField } from '@/components/ui/date-range-field';
import en from '@/messages/en';
import { renderPortal } from './fixtures/render';

// The calendar is loaded only when it opens (next/dynamic): opening it must still show a usable
// month whose two clicks make the range.
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
        markedDates={['2026-12-10']}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: en.common.openCalendar }));
    const grid = await screen.findByRole('grid');
    const day = (n: number) => grid.querySelector(`[data-day="2026-12-${String(n).padStart(2, '0')}"] button`) as HTMLElement;
    fireEvent.click(day(10));
    fireEvent.click(day(17));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-12-10', to: '2026-12-17' });
  });
});

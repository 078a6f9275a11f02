/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AgencyEdit } from '@/components/orders/edit/agency-edit';
import { CHECK_IN, order, tourists } from '../fixtures/booking';
import { renderPortal, stubFetch } from '../fixtures/render';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const editKey = 'GET /api/orders/42/agency_edit';
const patchKey = 'PATCH /api/orders/42/agency_edit';
const editable = (locks: { dates: boolean; passport: boolean }) => ({
  json: {
    data: {
      check_in: CHECK_IN,
      tourists,
      contact: { phone: '+37369123456', email: 'ana@example.md' },
      note: 'Late arrival',
      locks,
    },
  },
});

function renderEdit() {
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  renderPortal(<AgencyEdit order={order()} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

describe('the agency edit panel', () => {
  it('after a confirmed regular-flight ticket shows dates and passport names read-only, and saves the rest', async () => {
    const saved = order({ note: 'Late arrival, vegetarian meals' });
    const { calls } = stubFetch({
      [editKey]: () => editable({ dates: true, passport: true }),
      [patchKey]: () => ({ json: { data: saved } }),
    });
    const { onSaved } = renderEdit();

    const first = (await screen.findAllByTestId('tourist'))[0]!;
    expect(
      screen.getByText('The travel dates cannot be changed: the regular-flight ticket is confirmed.'),
    ).toBeInTheDocument();
    expect(within(first).getByText(/Surname, name and date of birth cannot be changed/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Check-in date/)).toHaveAttribute('readonly');
    for (const label of [/^Surname/, /^Name/, /^Date of birth/])
      expect(within(first).getByLabelText(label)).toHaveAttribute('readonly');
    expect(within(first).getByLabelText(/^Passport number/)).not.toHaveAttribute('readonly');

    fireEvent.change(screen.getByLabelText(/^Note for the operator/), {
      target: { value: 'Late arrival, vegetarian meals' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const body = calls.find((call) => call.key === patchKey)?.body as {
      check_in: string;
      tourists: { id: number; surname: string }[];
      note: string;
    };
    expect(body.check_in).toBe(CHECK_IN);
    expect(body.tourists.map((t) => [t.id, t.surname])).toEqual([
      [11, 'Popescu'],
      [12, 'Popescu'],
    ]);
    expect(body.note).toBe('Late arrival, vegetarian meals');
  });

  it('lets the agency edit names and dates while nothing is locked', async () => {
    stubFetch({ [editKey]: () => editable({ dates: false, passport: false }) });
    renderEdit();
    const first = (await screen.findAllByTestId('tourist'))[0]!;
    expect(within(first).getByLabelText(/^Surname/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Check-in date/)).not.toHaveAttribute('readonly');
    expect(screen.queryByText(/cannot be changed/)).not.toBeInTheDocument();
  });

  it("places the backend's 422 errors on their fields", async () => {
    stubFetch({
      [editKey]: () => editable({ dates: false, passport: false }),
      [patchKey]: () => ({
        status: 422,
        json: {
          error: 'Invalid data',
          message: 'Check the fields',
          errors: { 'tourists.1.surname': ['Cannot be changed after the ticket is confirmed'] },
        },
      }),
    });
    const { onSaved } = renderEdit();
    await screen.findAllByTestId('tourist');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = screen.getAllByTestId('tourist')[1]!;
    expect(await within(second).findByText('Cannot be changed after the ticket is confirmed')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('Cancel leaves without saving', async () => {
    const { calls } = stubFetch({ [editKey]: () => editable({ dates: false, passport: false }) });
    const { onCancel } = renderEdit();
    await screen.findAllByTestId('tourist');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(calls.map((call) => call.key)).toEqual([editKey]);
  });

  it('offers a retry when the data cannot be loaded', async () => {
    let attempt = 0;
    stubFetch({
      [editKey]: () =>
        ++attempt === 1
          ? { status: 500, json: { error: 'Server error', message: 'Down' } }
          : editable({ dates: false, passport: false }),
    });
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('tourist')).toHaveLength(2);
  });
});

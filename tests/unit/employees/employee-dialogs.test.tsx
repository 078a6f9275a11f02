/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DismissSteps, DismissWizard, dismissalSteps } from '@/components/employees/dismiss-wizard';
import { EmployeeDialogs } from '@/components/employees/employee-dialogs';
import { EmployeeFormDialog } from '@/components/employees/employee-form-dialog';
import type { DismissalPreview, Employee } from '@/lib/schemas/employees';
import { renderPortal, stubFetch } from '../fixtures/render';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

// The employees screen's form and dismissal wizard (docs/product.md §10 "The employees screen").

const options = {
  roles: [
    { value: 'agent' as const, label: 'Agent' },
    { value: 'agency_manager' as const, label: 'Agency manager' },
  ],
  offices: [
    { id: 1, name: 'Chișinău, Centru' },
    { id: 2, name: 'Bălți' },
  ],
};
const director = { id: 3, alias: 'agency_director' };
const manager = { id: 2, alias: 'agency_manager' };
const employee: Employee = {
  id: 21,
  name: 'Elena Cazacu',
  position: 'Agent',
  email: 'elena@demo.travel',
  alias: 'agent',
  status: 'active',
  office: { id: 1, name: 'Chișinău, Centru' },
  phone: null,
};
const answer = (data: Employee, message = 'Record added successfully') => ({ json: { data, message } });

function fillCreate() {
  fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Elena Cazacu' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'elena@demo.travel' } });
  fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'agent' } });
  fireEvent.change(screen.getByLabelText(/^Office/), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText(/^First password/), { target: { value: 'Strong-pass1' } });
}

describe('the employee form', () => {
  it('marks the required fields and checks them before any call', async () => {
    const { calls } = stubFetch({});
    renderPortal(<EmployeeFormDialog id={null} options={options} caller={director} onClose={jest.fn()} />);
    for (const label of [/^Full name/, /^Email/, /^Role/, /^Office/, /^First password/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Mobile phone/)).not.toBeRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(calls).toEqual([]);
  });

  it('creates: the fields posted, a success message naming the employee, the dialog closed', async () => {
    const { calls } = stubFetch({ 'POST /api/v1/employees/create': () => answer(employee) });
    const onClose = jest.fn();
    const { alerts } = renderPortal(
      <EmployeeFormDialog id={null} options={options} caller={director} onClose={onClose} />,
    );
    fillCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.key === 'POST /api/v1/employees/create')?.body).toEqual({
      name: 'Elena Cazacu',
      email: 'elena@demo.travel',
      alias: 'agent',
      office_id: 1,
      phone: '',
      password: 'Strong-pass1',
    });
    expect(alerts.getSnapshot().map((alert) => [alert.type, alert.message])).toEqual([
      ['success', 'Employee Elena Cazacu added.'],
    ]);
  });

  it("puts the backend's 422 on its field and keeps everything typed", async () => {
    stubFetch({
      'POST /api/v1/employees/create': () => ({
        status: 422,
        json: {
          error: 'Invalid data',
          message: 'Check the fields',
          errors: { email: ['This address is already in use.'] },
        },
      }),
    });
    const onClose = jest.fn();
    const { alerts } = renderPortal(
      <EmployeeFormDialog id={null} options={options} caller={director} onClose={onClose} />,
    );
    fillCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText('This address is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Elena Cazacu');
    expect(screen.getByLabelText(/^First password/)).toHaveValue('Strong-pass1');
    expect(onClose).not.toHaveBeenCalled();
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('shows any other failure above the form, nothing lost', async () => {
    stubFetch({
      'POST /api/v1/employees/create': () => ({
        status: 403,
        json: { error: 'Forbidden', message: 'Not yours to do.' },
      }),
    });
    renderPortal(<EmployeeFormDialog id={null} options={options} caller={director} onClose={jest.fn()} />);
    fillCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText('Not yours to do.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Elena Cazacu');
  });

  it('edits: loads the employee with the options the caller may give, no password, and saves', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/employees/21/edit': () => ({
        json: {
          data: employee,
          options: {
            ...options,
            offices: [
              { id: 2, name: 'Bălți' },
              { id: 1, name: 'Chișinău, Centru' },
            ],
          },
        },
      }),
      'POST /api/v1/employees/21/edit': () =>
        answer({ ...employee, office: { id: 2, name: 'Bălți' } }, 'Record updated successfully'),
    });
    const onClose = jest.fn();
    const { alerts } = renderPortal(
      <EmployeeFormDialog id={21} options={options} caller={director} onClose={onClose} />,
    );
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Elena Cazacu');
    expect(screen.queryByLabelText(/^First password/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Office/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.key === 'POST /api/v1/employees/21/edit')?.body).toEqual({
      name: 'Elena Cazacu',
      email: 'elena@demo.travel',
      alias: 'agent',
      office_id: 2,
      phone: '',
    });
    expect(alerts.getSnapshot().map((alert) => alert.message)).toEqual(['Employee Elena Cazacu: changes saved.']);
  });
});

describe('what the form offers the caller (docs/product.md "Permissions")', () => {
  const everyRole = {
    ...options,
    roles: [
      { value: 'agent' as const, label: 'Agent' },
      { value: 'agency_manager' as const, label: 'Agency manager' },
      { value: 'agency_director' as const, label: 'Agency director' },
      { value: 'ats_manager' as const, label: 'ATS manager' },
    ],
  };
  const editing = (as: { id: number; alias: string }, data: Employee = employee) => {
    const stub = stubFetch({
      'GET /api/v1/employees/21/edit': () => ({ json: { data, options: everyRole } }),
      'POST /api/v1/employees/21/edit': () => answer(data, 'Record updated successfully'),
    });
    const onClose = jest.fn();
    renderPortal(<EmployeeFormDialog id={21} options={everyRole} caller={as} onClose={onClose} />);
    return { ...stub, onClose };
  };
  const roleOptions = () =>
    Array.from(screen.getByLabelText<HTMLSelectElement>(/^Role/).options)
      .map((option) => option.value)
      .filter(Boolean);

  it('offers a manager no ATS-manager (nor director) role, even when the options hold them', async () => {
    stubFetch({});
    const { unmount } = renderPortal(
      <EmployeeFormDialog id={null} options={everyRole} caller={manager} onClose={jest.fn()} />,
    );
    expect(roleOptions()).toEqual(['agent', 'agency_manager']);
    unmount();
    editing(manager);
    await screen.findByLabelText(/^Full name/);
    expect(roleOptions()).toEqual(['agent', 'agency_manager']);
  });

  it('shows a manager editing someone else the e-mail read-only, says a director changes it, and posts it unchanged', async () => {
    const { calls, onClose } = editing(manager);
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('elena@demo.travel');
    expect(
      screen.getByText("Only the agency's director changes another employee's email (their sign-in)."),
    ).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'mine@attacker.example' } });
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Elena Cazacu-Rusu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.key === 'POST /api/v1/employees/21/edit')?.body).toMatchObject({
      name: 'Elena Cazacu-Rusu',
      email: 'elena@demo.travel',
    });
  });

  it('leaves the e-mail editable to a director (saying what a change does) and to a manager editing themselves', async () => {
    editing(director);
    const email = await screen.findByLabelText(/^Email/);
    expect(email).not.toHaveAttribute('readonly');
    expect(
      screen.getByText(
        'A new email is a new sign-in: the employee is signed out everywhere and the old address is told.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves a manager their own e-mail', async () => {
    editing({ id: 21, alias: 'agency_manager' }, { ...employee, alias: 'agency_manager' });
    expect(await screen.findByLabelText(/^Email/)).not.toHaveAttribute('readonly');
    expect(screen.queryByText(/director changes another/)).not.toBeInTheDocument();
  });
});

const preview = (open: Partial<DismissalPreview> = {}): DismissalPreview => ({
  employee,
  orders: [{ id: 5, number: 'DT-100005', status: 'confirmed', created_at: '2026-11-01T10:00:00Z', kind: 'package' }],
  ticket_orders: [{ id: 9, number: 'AT-200009', status: 'hold', created_at: '2026-11-02T10:00:00Z', kind: 'ticket' }],
  colleagues: [
    { id: 3, name: 'Natalia Moraru' },
    { id: 9, name: 'Irina Sârbu' },
  ],
  ...open,
});

describe('the dismissal wizard', () => {
  it('has a step for the successor only when the leaver leaves open orders', () => {
    expect(dismissalSteps(preview())).toEqual(['orders', 'successor', 'confirm']);
    expect(dismissalSteps(preview({ orders: [], ticket_orders: [] }))).toEqual(['orders', 'confirm']);
  });

  it('shows the open orders, requires a colleague, confirms and hands them over', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/employees/21/dismiss': () => ({ json: { data: preview() } }),
      'POST /api/v1/employees/21/dismiss': () => ({
        json: {
          data: { ...employee, status: 'dismissed' },
          message: 'Record updated successfully',
          reassigned: { orders: 1, ticket_orders: 1 },
        },
      }),
    });
    const onClose = jest.fn();
    const { alerts } = renderPortal(<DismissWizard employee={employee} onClose={onClose} />);
    const dialog = await screen.findByTestId('dismiss-wizard');
    expect(await within(dialog).findByText('Step 1 of 3: open orders')).toBeInTheDocument();
    const orders = within(dialog).getByTestId('dismiss-orders');
    expect(orders).toHaveTextContent('Order DT-100005');
    expect(orders).toHaveTextContent('Confirmed · 01.11.2026');
    expect(orders).toHaveTextContent('Ticket order AT-200009');
    expect(orders).toHaveTextContent('On hold');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 3: who takes them')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Choose the colleague who takes over the open orders.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Colleague who takes the orders/), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByTestId('dismiss-summary')).toHaveTextContent(
      '1 order and 1 ticket order go to Irina Sârbu.',
    );
    // What stays: the issued sales keep their seller, the links end on the day (docs/product.md §10 "Dismissal: what is handed over").
    expect(within(dialog).getByTestId('dismiss-summary')).toHaveTextContent(
      'Issued tickets and paid orders stay theirs',
    );
    expect(within(dialog).getByTestId('dismiss-summary')).toHaveTextContent('ticketing-account links end today');
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.key === 'POST /api/v1/employees/21/dismiss')?.body).toEqual({ reassign_to: 9 });
    expect(alerts.getSnapshot().map((alert) => [alert.type, alert.title, alert.message])).toEqual([
      ['success', 'Employee Elena Cazacu is dismissed', '1 order and 1 ticket order were handed to Irina Sârbu.'],
    ]);
  });

  it('goes back a step keeping the choice, and shows a refusal without closing', async () => {
    stubFetch({
      'GET /api/v1/employees/21/dismiss': () => ({ json: { data: preview() } }),
      'POST /api/v1/employees/21/dismiss': () => ({
        status: 409,
        json: { error: 'The last director', message: 'The agency must keep an active director.' },
      }),
    });
    const onClose = jest.fn();
    renderPortal(<DismissWizard employee={employee} onClose={onClose} />);
    const dialog = await screen.findByTestId('dismiss-wizard');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    fireEvent.change(within(dialog).getByLabelText(/^Colleague who takes the orders/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText(/^Colleague who takes the orders/)).toHaveValue('3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByText('The agency must keep an active director.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with nothing open goes straight to the confirmation and posts no successor', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/employees/21/dismiss': () => ({ json: { data: preview({ orders: [], ticket_orders: [] }) } }),
      'POST /api/v1/employees/21/dismiss': () => ({
        json: {
          data: { ...employee, status: 'dismissed' },
          message: 'Record updated successfully',
          reassigned: { orders: 0, ticket_orders: 0 },
        },
      }),
    });
    const onClose = jest.fn();
    renderPortal(<DismissWizard employee={employee} onClose={onClose} />);
    const dialog = await screen.findByTestId('dismiss-wizard');
    expect(await within(dialog).findByTestId('dismiss-no-orders')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 2: confirmation')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.key === 'POST /api/v1/employees/21/dismiss')?.body).toEqual({});
  });
  it('names only the kinds of orders there are, in the grammar of each language', () => {
    const tickets = [1, 2, 3].map((id) => ({ ...preview().ticket_orders[0]!, id, number: `AT-20000${id}` }));
    const { unmount } = renderPortal(
      <DismissSteps preview={preview({ orders: [], ticket_orders: tickets })} onClose={jest.fn()} />,
      {
        locale: 'ru',
      },
    );
    expect(screen.getByText('Открыто: 3 заказа авиабилетов. Их примет коллега.')).toBeInTheDocument();
    unmount();
    renderPortal(<DismissSteps preview={preview({ ticket_orders: [] })} onClose={jest.fn()} />, { locale: 'ru' });
    expect(screen.getByText('Открыто: 1 заказ. Его примет коллега.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    fireEvent.change(screen.getByLabelText(/^Коллега/), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByTestId('dismiss-summary')).toHaveTextContent('1 заказ перейдёт к: Irina Sârbu.');
  });

  it('stays on the confirmation when the preview read again has nothing open (its steps shrink)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = jest.fn();
    const { rerender } = renderPortal(<DismissSteps preview={preview()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText(/^Colleague who takes the orders/), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3: confirmation')).toBeInTheDocument();
    rerender(<DismissSteps preview={preview({ orders: [], ticket_orders: [] })} onClose={onClose} />);
    expect(screen.getByText('Step 2 of 2: confirmation')).toBeInTheDocument();
    expect(screen.getByTestId('dismiss-step')).toHaveAttribute('data-step', 'confirm');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/MISSING_MESSAGE/);
    errors.mockRestore();
  });
});

describe('block, unblock and hire', () => {
  it('confirm first, then say the result', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/employees/21/block': () =>
        answer({ ...employee, status: 'blocked' }, 'Record updated successfully'),
    });
    const onClose = jest.fn();
    const { alerts } = renderPortal(
      <EmployeeDialogs dialog={{ action: 'block', employee }} options={options} caller={director} onClose={onClose} />,
    );
    const dialog = await screen.findByTestId('employee-confirm');
    expect(dialog).toHaveTextContent(
      'Elena Cazacu is signed out at once on every device and cannot sign in until unblocked.',
    );
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.key)).toEqual(['POST /api/v1/employees/21/block']);
    expect(alerts.getSnapshot().map((alert) => [alert.type, alert.title, alert.message])).toEqual([
      ['success', '', 'Employee Elena Cazacu is blocked and signed out.'],
    ]);
  });

  it("shows the last director's refusal in the backend's words", async () => {
    stubFetch({
      'POST /api/v1/employees/21/hire': () => ({
        status: 409,
        json: { error: 'The last director', message: 'An agency keeps at least one active director.' },
      }),
    });
    const { alerts } = renderPortal(
      <EmployeeDialogs
        dialog={{ action: 'hire', employee: { ...employee, status: 'dismissed' } }}
        options={options}
        caller={director}
        onClose={jest.fn()}
      />,
    );
    fireEvent.click(within(await screen.findByTestId('employee-confirm')).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(alerts.getSnapshot()).toHaveLength(1));
    expect(alerts.getSnapshot().map((alert) => [alert.type, alert.title, alert.message])).toEqual([
      ['error', 'The last director', 'An agency keeps at least one active director.'],
    ]);
  });
});

/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SubpartitionForm, type SubpartitionFormProps } from '@/components/subpartitions/subpartition-form';
import { subpartitionFormSchema, type TreeItem } from '@/lib/schemas/subpartitions';
import { readSubpartitionFilters } from '@/lib/read-query';
import { subpartitionsPath } from '@/lib/subpartitions/query';
import { renderPortal, stubFetch } from '../fixtures/render';

// A sub-partition's edit form (docs/product.md §10 "Sub-partitions"): name, manager, members from the tree.

const leaf = (id: number, label: string, checked = false): TreeItem => ({
  id: `user-${id}`,
  label,
  checked,
  children: [],
});
const tree: TreeItem[] = [
  {
    id: 'office-1',
    label: 'Chișinău, Centru',
    checked: false,
    children: [leaf(1, 'Ana Agent', true), leaf(9, 'Irina Sârbu', true), leaf(5, 'Sub Manager')],
  },
  { id: 'office-2', label: 'Bălți', checked: false, children: [leaf(4, 'Office Manager'), leaf(8, 'Victor Lungu')] },
];
const managers = [
  { id: 5, name: 'Sub Manager' },
  { id: 2, name: 'Agency Manager' },
];
const props: SubpartitionFormProps = {
  id: 1,
  name: 'Corporate clients',
  managerId: 5,
  managers,
  tree,
  current: [
    { id: 1, name: 'Ana Agent' },
    { id: 9, name: 'Irina Sârbu' },
  ],
  ownOnly: false,
};

describe('the sub-partition form schema', () => {
  it('takes a name, a manager and employee ids', () => {
    expect(subpartitionFormSchema.parse({ name: ' Corporate ', manager_id: '5', members: [1, 9] })).toEqual({
      name: 'Corporate',
      manager_id: 5,
      members: [1, 9],
    });
    expect(subpartitionFormSchema.parse({ name: 'Corporate', manager_id: 5, members: [] }).members).toEqual([]);
  });

  it.each([
    ['a one-letter name', { name: 'x' }, 'name', 'validation.required'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'validation.maxLength?max=200'],
    ['no manager', { manager_id: '' }, 'manager_id', 'validation.required'],
    ['a member that is not a employee id', { members: [0] }, 'members', undefined],
  ])('refuses %s', (_name, change, field, message) => {
    const result = subpartitionFormSchema.safeParse({ name: 'Corporate', manager_id: 5, members: [1], ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });
});

describe('the sub-partition list filters in the URL', () => {
  it('reads what is valid and writes it back', () => {
    const filters = readSubpartitionFilters(new URLSearchParams('q=%20corporate%20&manager=5&member=abc'));
    expect(filters).toEqual({ q: 'corporate', manager: 5 });
    expect(subpartitionsPath(filters)).toBe('/subpartitions?q=corporate&manager=5');
    expect(subpartitionsPath({})).toBe('/subpartitions');
    expect(readSubpartitionFilters(new URLSearchParams(`q=${'a'.repeat(101)}&member=0`))).toEqual({});
  });
});

describe('the sub-partition form', () => {
  beforeEach(() => window.history.replaceState(null, '', '/subpartitions/edit/1'));
  // jsdom lays nothing out: the first invalid field is scrolled to by a stand-in.
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('lists the chosen members above the tree, each removable there, following the ticks', () => {
    stubFetch({});
    renderPortal(<SubpartitionForm {...props} />);
    const chosen = screen.getByRole('region', { name: 'Chosen members' });
    const list = within(chosen).getByTestId('subpartition-chosen');
    expect(
      list.compareDocumentPosition(screen.getByLabelText('Victor Lungu')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Agent', 'Irina Sârbu']);

    fireEvent.click(screen.getByLabelText('Victor Lungu'));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Agent', 'Irina Sârbu', 'Victor Lungu']);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Ana Agent' }));
    expect(screen.getByLabelText('Ana Agent')).not.toBeChecked();
    expect(within(list).queryByText('Ana Agent')).not.toBeInTheDocument();
    expect(screen.getByTestId('subpartition-members-count')).toHaveTextContent('2 members chosen');
  });

  it('says why an inactive member cannot be kept, before the save drops them', async () => {
    const { calls } = stubFetch({
      'PATCH /api/subpartitions/1/edit': () => ({
        json: {
          data: { id: 1, name: 'Corporate clients', manager: { id: 5, name: 'Sub Manager' }, members: [], tourists: 0 },
          message: 'Record updated successfully',
        },
      }),
    });
    renderPortal(<SubpartitionForm {...props} current={[...props.current, { id: 12, name: 'Blocked Person' }]} />);
    const inactive = screen.getByTestId('subpartition-inactive-member');
    expect(inactive).toHaveTextContent('Blocked Person — Inactive employee (blocked or dismissed)');
    expect(inactive).toHaveTextContent('saving takes them out of the sub-block');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { members: number[] }).members).toEqual([1, 9]);
  });

  it('checks an office’s employees at once, saves the name and members, then says so', async () => {
    const { calls } = stubFetch({
      'PATCH /api/subpartitions/1/edit': (body) => ({
        json: {
          data: {
            id: 1,
            name: (body as { name: string }).name,
            manager: { id: 5, name: 'Sub Manager' },
            members: [],
            tourists: 0,
          },
          message: 'Record updated successfully',
        },
      }),
    });
    const { alerts } = renderPortal(<SubpartitionForm {...props} />);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Manager/)).toHaveAttribute('aria-required', 'true');
    // The tree: 185 px high by default (docs/product.md §9), the office of two checked members mixed.
    expect(document.getElementById('subpartition-members')).toHaveStyle({ height: '185px' });
    expect(screen.getByLabelText('Chișinău, Centru')).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByTestId('subpartition-members-count')).toHaveTextContent('2 members chosen');

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Corporate & MICE' } });
    fireEvent.click(screen.getByLabelText('Bălți'));
    fireEvent.click(screen.getByLabelText('Ana Agent'));
    expect(screen.getByLabelText('Bălți')).toBeChecked();
    expect(screen.getByTestId('subpartition-members-count')).toHaveTextContent('3 members chosen');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['PATCH /api/subpartitions/1/edit']));
    const body = calls[0]!.body as { name: string; manager_id: number; members: number[] };
    expect({ ...body, members: [...body.members].sort() }).toEqual({
      name: 'Corporate & MICE',
      manager_id: 5,
      members: [4, 8, 9],
    });
    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => a.message)).toContain('Sub-block "Corporate & MICE" saved: 3 members.'),
    );
    expect(window.location.pathname).toBe('/subpartitions');
  });

  it('keeps a name too short from being sent, with the error on its field', async () => {
    const { calls } = stubFetch({});
    renderPortal(<SubpartitionForm {...props} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('puts the backend’s 422 on the manager and the members and keeps everything chosen', async () => {
    stubFetch({
      'PATCH /api/subpartitions/1/edit': () => ({
        status: 422,
        json: {
          error: 'Validation error',
          message: 'Check the fields.',
          errors: { manager_id: ['Invalid value.'], members: ['Choose staff of your agency.'] },
        },
      }),
    });
    const { alerts } = renderPortal(<SubpartitionForm {...props} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Corporate renamed' } });
    fireEvent.change(screen.getByLabelText(/^Manager/), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Victor Lungu'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid value.')).toBeInTheDocument();
    expect(screen.getByText('Choose staff of your agency.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Corporate renamed');
    expect(screen.getByLabelText(/^Manager/)).toHaveValue('2');
    expect(screen.getByLabelText('Victor Lungu')).toBeChecked();
    expect(alerts.getSnapshot()).toEqual([]);
    expect(window.location.pathname).toBe('/subpartitions/edit/1');
  });

  it('offers a sub-partition manager only themselves as the manager', () => {
    stubFetch({});
    renderPortal(<SubpartitionForm {...props} managers={[managers[0]!]} ownOnly />);
    const select = screen.getByLabelText(/^Manager/);
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Sub Manager']);
    expect(screen.getByText('You manage this sub-block: it stays yours.')).toBeInTheDocument();
  });
});

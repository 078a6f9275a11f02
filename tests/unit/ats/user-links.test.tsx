/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserLinkForm } from '@/components/ats/user-links/user-link-form';
import { UserLinkFilterForm } from '@/components/ats/user-links/user-link-filter-form';
import { UserLinksPage } from '@/components/ats/user-links/user-links-page';
import { atsListKey, USER_LINKS_LIST } from '@/lib/ats/list-query';
import { readAtsUserLinksQuery } from '@/lib/read-query';
import { ServerPage } from '../fixtures/history-navigation';
import type { AtsUserLink } from '@/lib/schemas/ats';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));
jest.setTimeout(30_000);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

// The linked users' screens (docs/product.md §12 "Screens").

const link = (id: number, state: AtsUserLink['state'], user = 'Ion Popescu'): AtsUserLink => ({
  id,
  user: { id: 10 + id, name: user },
  system: 'amadeus',
  office_id: 'KIVMD2100',
  agent_sign: `AB${id}`,
  valid_from: '2026-01-01',
  valid_to: state === 'expired' ? '2026-02-01' : null,
  active: state !== 'inactive',
  state,
  created_at: '2026-01-01T08:00:00Z',
});
const links = [
  link(1, 'valid', 'Ana Valid'),
  link(2, 'expired', 'Boris Expired'),
  link(3, 'future', 'Chiril Future'),
  link(4, 'inactive', 'Dan Off'),
];
const options = {
  users: [{ id: '5', name: 'Elena Seller' }],
  systems: [{ id: 'amadeus', name: 'Amadeus' }],
  offices: [{ id: 'KIVMD2100', name: 'KIVMD2100' }],
  states: ['valid', 'expired', 'future', 'inactive'].map((id) => ({ id, name: id })),
};
const unlinked = {
  data: [{ user: { id: 5, name: 'Elena Seller' }, orders: 3, last_order_at: '2026-11-20T10:00:00Z' }],
};

function renderList(canManage: boolean) {
  const initialKey = atsListKey(USER_LINKS_LIST, readAtsUserLinksQuery(new URLSearchParams(window.location.search)));
  return renderPortal(
    <ServerPage
      page={(params) => {
        const query = readAtsUserLinksQuery(params);
        return (
          <UserLinksPage
            query={query}
            initialKey={initialKey}
            initial={{ data: links, meta: { total: links.length, page: 1, size: 20 } }}
            unlinked={unlinked}
            filters={<UserLinkFilterForm query={query} options={options} />}
            canManage={canManage}
            heading={<h1 id="page-title">Linked users</h1>}
          />
        );
      }}
    />,
  );
}

describe('the linked users list', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ats/user-links'));

  it("shows each link's state in words", () => {
    stubFetch({});
    renderList(true);
    const states = screen.getAllByTestId('user-link-state').map((cell) => cell.textContent);
    expect(states).toEqual(['Valid', 'Expired', 'Not yet valid', 'Switched off']);
    expect(screen.getAllByTestId('user-link-row')[0]).toHaveTextContent('open-ended');
  });

  it('offers the ATS manager create, edit, end and switch; "end today" only on a valid link', () => {
    stubFetch({});
    renderList(true);
    expect(screen.getByRole('link', { name: 'New link' })).toHaveAttribute('href', '/ats/user-links/create');
    const [valid, expired, , inactive] = screen.getAllByTestId('user-link-row');
    expect(within(valid!).getByRole('link', { name: 'Edit the link of Ana Valid' })).toHaveAttribute(
      'href',
      '/ats/user-links/1/edit',
    );
    expect(within(valid!).getByRole('button', { name: 'End the link of Ana Valid today' })).toBeInTheDocument();
    expect(within(expired!).queryByRole('button', { name: /today/ })).not.toBeInTheDocument();
    expect(within(inactive!).getByRole('button', { name: 'Switch on the link of Dan Off' })).toBeInTheDocument();
    // The unlinked seller: link them, or see their flagged orders.
    const seller = screen.getByTestId('unlinked-seller');
    expect(seller).toHaveTextContent('Elena Seller');
    expect(seller).toHaveTextContent('3 flagged orders, the latest on 20.11.2026');
    expect(within(seller).getByRole('link', { name: 'Link Elena Seller' })).toHaveAttribute(
      'href',
      '/ats/user-links/create?user=5',
    );
    expect(within(seller).getByRole('link', { name: 'Flagged orders of Elena Seller' })).toHaveAttribute(
      'href',
      '/ats/orders?linked=0&seller=5',
    );
  });

  it('shows the director the links and the unlinked sellers without any action', () => {
    stubFetch({});
    renderList(false);
    expect(screen.getAllByTestId('user-link-row')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'New link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch|today/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('unlinked-seller')).queryByRole('link', { name: /^Link/ }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('unlinked-seller')).getByRole('link', { name: /Flagged orders/ }),
    ).toBeInTheDocument();
  });

  it('switches a link off after confirmation and shows the list afresh', async () => {
    const { calls } = stubFetch({
      'PATCH /api/ats/user-links/1': () => ({
        json: { data: { ...links[0], active: false, state: 'inactive' }, message: 'Record updated successfully' },
      }),
      'GET /api/ats/user-links': () => ({
        json: { data: [{ ...links[0], active: false, state: 'inactive' }], meta: { total: 1, page: 1, size: 20 } },
      }),
      'GET /api/ats/user-links/additional': () => ({ json: unlinked }),
    });
    const { alerts } = renderList(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch off the link of Ana Valid' }));
    const dialog = await screen.findByTestId('user-link-confirm');
    expect(dialog).toHaveTextContent('Ana Valid will no longer count as linked to Amadeus KIVMD2100 / AB1');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(calls[0]).toEqual({ key: 'PATCH /api/ats/user-links/1', body: { active: false } }));
    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => a.message)).toContain(
        'The link of Ana Valid (Amadeus KIVMD2100 / AB1) is switched off.',
      ),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('user-link-state').map((cell) => cell.textContent)).toEqual(['Switched off']),
    );
  });

  it('keeps its filters in the URL', async () => {
    stubFetch({
      'GET /api/ats/user-links': () => ({ json: { data: [links[1]], meta: { total: 1, page: 1, size: 20 } } }),
    });
    renderList(true);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'expired' } });
    fireEvent.change(screen.getByLabelText('User, office id or agent sign'), { target: { value: 'ab2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(window.location.search).toBe('?q=ab2&state=expired'));
    await waitFor(() => expect(screen.getAllByTestId('user-link-row')).toHaveLength(1));
  });
});

describe('the link form', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ats/user-links/create'));

  const fill = () => {
    fireEvent.change(screen.getByLabelText(/^System/), { target: { value: 'amadeus' } });
    fireEvent.change(screen.getByLabelText(/^Office id/), { target: { value: 'kivmd2100' } });
    fireEvent.change(screen.getByLabelText(/^Agent sign/), { target: { value: 'ab1' } });
  };

  it('starts with the seller the unlinked panel chose and upper-cases the codes as typed', async () => {
    const { calls } = stubFetch({
      'POST /api/ats/user-links/create': (body) => ({
        status: 201,
        json: { data: { ...links[0], ...(body as object) }, message: 'Record added successfully' },
      }),
    });
    const { alerts } = renderPortal(<UserLinkForm options={options} userId={5} />);
    expect(screen.getByLabelText(/^User/)).toHaveValue('5');
    fill();
    expect(screen.getByLabelText(/^Office id/)).toHaveValue('KIVMD2100');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      user_id: 5,
      system: 'amadeus',
      office_id: 'KIVMD2100',
      agent_sign: 'AB1',
      valid_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      valid_to: null,
      active: true,
    });
    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => a.message)).toContain(
        'The link of Ana Valid (Amadeus KIVMD2100 / AB1) is added.',
      ),
    );
    expect(window.location.pathname).toBe('/ats/user-links');
  });

  it("puts the backend's overlap 422 on the agent sign and loses nothing typed", async () => {
    const overlap = 'This account is already linked to Ana Valid in these dates';
    const { calls } = stubFetch({
      'POST /api/ats/user-links/create': () => ({
        status: 422,
        json: { error: 'validation', message: 'The given data was invalid.', errors: { agent_sign: [overlap] } },
      }),
    });
    renderPortal(<UserLinkForm options={options} />);
    fireEvent.change(screen.getByLabelText(/^User/), { target: { value: '5' } });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sign = screen.getByLabelText(/^Agent sign/);
    await waitFor(() => expect(sign).toHaveAccessibleDescription(overlap));
    expect(sign).toHaveAttribute('aria-invalid', 'true');
    expect(sign).toHaveValue('AB1');
    expect(screen.getByLabelText(/^Office id/)).toHaveValue('KIVMD2100');
    expect(screen.getByLabelText(/^User/)).toHaveValue('5');
    expect(window.location.pathname).toBe('/ats/user-links/create');
  });

  it('refuses an end before the start on the spot, in the user language', async () => {
    const { calls } = stubFetch({});
    renderPortal(
      <UserLinkForm
        options={options}
        link={{
          id: 1,
          values: {
            user_id: 5,
            system: 'amadeus',
            office_id: 'KIVMD2100',
            agent_sign: 'AB1',
            valid_from: '2026-05-10',
            valid_to: '2026-05-01',
            active: true,
          },
        }}
      />,
      { locale: 'ru' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Действует по/)).toHaveAccessibleDescription('Дата окончания раньше даты начала'),
    );
    expect(calls).toHaveLength(0);
  });
});

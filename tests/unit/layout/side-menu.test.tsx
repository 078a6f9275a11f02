/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { MenuTree } from '@/components/layout/side-menu/menu-tree';
import { menuIcons } from '@/components/layout/side-menu/menu-icons';
import type { MenuItem } from '@/lib/schemas/core';
import { renderPortal } from '../fixtures/render';

// The route as the App Router gives it: the history stand-in's, so a followed link moves it.
jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));

const item = (id: string, text: string, link: string | null, children: MenuItem[] = [], open = false): MenuItem => ({
  id,
  text,
  link,
  icon: null,
  children,
  open,
});

const MENU: MenuItem[] = [
  item('news', 'News', '/publications'),
  item('orders', 'Package Journal', '/orders'),
  item('bonuses', 'Bonus Journal', '/orders/bonuses'),
  item('tickets', 'Air tickets', null, [
    item('ats-orders', 'Flight list', '/ats/orders'),
    item('ats-report', 'Sales report', '/ats/sales-report'),
  ]),
  item('help', 'Help', null, [item('faq', 'FAQ', '/faq')], true),
];

function renderMenu(path: string) {
  window.history.replaceState(null, '', path);
  renderPortal(<MenuTree items={MENU} icons={menuIcons(MENU)} />);
  return screen.getByRole('navigation');
}

const link = (name: string) => screen.getByRole('link', { name });
const section = (id: string) => screen.getByTestId(`menu-section-${id}`);

// The side menu is rendered on the server (components/layout/side-menu/menu-tree.tsx); its
// islands mark the current route, open and close the sections and search.
describe('the side menu', () => {
  it("marks the current route's link, the longest matching one, and opens its branch and the backend's open sections", () => {
    renderMenu('/ats/sales-report');
    expect(link('Sales report')).toHaveAttribute('aria-current', 'page');
    expect(link('Flight list')).not.toHaveAttribute('aria-current');
    expect(section('tickets')).toHaveAttribute('aria-expanded', 'true');
    expect(section('help')).toHaveAttribute('aria-expanded', 'true');
  });

  it("wraps an entry's words rather than cutting them, in the tree and in the search's matches", async () => {
    const nav = renderMenu('/ats/sales-report');
    // Each row's words: the span after its icon.
    const words = () => [...nav.querySelectorAll('.menu-row > .menu-row-icon + span')];
    const wrapping = (element: Element) =>
      element.classList.contains('menu-row-label') && !element.classList.contains('truncate');
    expect(words()).toHaveLength(8);
    expect(words().every(wrapping)).toBe(true);
    fireEvent.focus(screen.getByTestId('menu-search'));
    fireEvent.change(screen.getByTestId('menu-search'), { target: { value: 'report' } });
    await within(nav).findByText('report', { selector: 'mark' });
    expect(words().length).toBeGreaterThan(0);
    expect(words().every(wrapping)).toBe(true);
  });

  it('follows a navigation: the followed link becomes the current one', () => {
    renderMenu('/orders/bonuses');
    expect(link('Bonus Journal')).toHaveAttribute('aria-current', 'page');
    expect(link('Package Journal')).not.toHaveAttribute('aria-current');
    expect(section('tickets')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Flight list' })).not.toBeInTheDocument();

    fireEvent.click(link('Package Journal'));
    expect(window.location.pathname).toBe('/orders');
    expect(link('Package Journal')).toHaveAttribute('aria-current', 'page');
    expect(link('Bonus Journal')).not.toHaveAttribute('aria-current');
  });

  it('expands and collapses a section with its button, named by what it does', () => {
    renderMenu('/orders');
    const tickets = section('tickets');
    expect(tickets).toHaveAccessibleName('Expand “Air tickets”');
    fireEvent.click(tickets);
    expect(tickets).toHaveAttribute('aria-expanded', 'true');
    expect(tickets).toHaveAccessibleName('Collapse “Air tickets”');
    expect(link('Flight list')).toBeVisible();
    fireEvent.click(tickets);
    expect(screen.queryByRole('link', { name: 'Flight list' })).not.toBeInTheDocument();
  });

  it('search: shows the matches in bold with their sections open in place of the tree, says when nothing matches, and brings the tree back as it was', async () => {
    const nav = renderMenu('/orders');
    const search = screen.getByTestId('menu-search');
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'report' } });
    // The matching comes with the field's first use.
    expect(await within(nav).findByText('report', { selector: 'mark' })).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sales report']);
    expect(within(nav).getByRole('button', { name: 'Collapse “Air tickets”' })).toBeDisabled();

    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(within(nav).getByRole('status')).toHaveTextContent('No section matches “nothing like it”.');
    expect(within(nav).queryAllByRole('link')).toEqual([]);

    // Esc clears it: the tree is back, the sections as the user left them.
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(search).toHaveValue('');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['News', 'Package Journal', 'Bonus Journal', 'FAQ']);
    expect(section('tickets')).toHaveAttribute('aria-expanded', 'false');
  });
});

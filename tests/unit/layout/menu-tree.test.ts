import { filterMenu, foldText } from '@/lib/menu/filter';
import { ancestorIds, currentItemId, initiallyOpen, isCurrentLink } from '@/lib/menu/tree';
import type { MenuItem } from '@/lib/schemas/core';

const item = (id: string, text: string, link: string | null, children: MenuItem[] = [], open = false): MenuItem => ({
  id,
  text,
  link,
  icon: null,
  children,
  open,
});

const MENU: MenuItem[] = [
  item('news', 'Știri', '/publications'),
  item('search', 'Căutare tururi', '/search/tour'),
  item('orders', 'Jurnalul comenzilor', '/orders'),
  item('bonuses', 'Jurnalul bonusurilor', '/orders/bonuses'),
  item('tickets', 'Bilete de avion', null, [
    item('ats-orders', 'Lista zborurilor', '/ats/orders'),
    item('ats-report', 'Raport de vânzări', '/ats/sales-report'),
  ]),
];
const ids = (items: MenuItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children)]);

describe('filterMenu', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(ids(filterMenu(MENU, '').items)).toEqual(ids(MENU));
    expect(ids(filterMenu(MENU, '   ').items)).toEqual(ids(MENU));
  });

  it('keeps matches and the parents on the way to them, expanded', () => {
    const result = filterMenu(MENU, 'vanzari');
    expect(ids(result.items)).toEqual(['tickets', 'ats-report']);
    expect([...result.matches]).toEqual(['ats-report']);
    expect([...result.expanded]).toEqual(['tickets']);
  });

  it('ignores case and diacritics', () => {
    expect(ids(filterMenu(MENU, 'STIRI').items)).toEqual(['news']);
    expect(ids(filterMenu(MENU, 'căutare').items)).toEqual(['search']);
    expect(foldText('Ёлка')).toBe('елка');
  });

  it('keeps all children of a parent that matches by its own name', () => {
    const result = filterMenu(MENU, 'bilete');
    expect(ids(result.items)).toEqual(['tickets', 'ats-orders', 'ats-report']);
    expect([...result.matches]).toEqual(['tickets']);
  });

  it('finds several items and nothing when nothing matches', () => {
    expect(ids(filterMenu(MENU, 'jurnalul').items)).toEqual(['orders', 'bonuses']);
    expect(filterMenu(MENU, 'zzz').items).toEqual([]);
  });
});

describe('current item', () => {
  it('matches a link on its own path and below it, not on a shared word prefix', () => {
    expect(isCurrentLink('/orders', '/orders')).toBe(true);
    expect(isCurrentLink('/orders', '/orders/book/1')).toBe(true);
    expect(isCurrentLink('/orders', '/orders-payments')).toBe(false);
    expect(isCurrentLink('/', '/orders')).toBe(false);
    expect(isCurrentLink(null, '/')).toBe(false);
  });

  it('picks the longest matching link', () => {
    expect(currentItemId(MENU, '/orders/bonuses')).toBe('bonuses');
    expect(currentItemId(MENU, '/orders/42')).toBe('orders');
    expect(currentItemId(MENU, '/ats/orders/3/edit')).toBe('ats-orders');
    expect(currentItemId(MENU, '/faq')).toBeNull();
  });

  it('opens the branch holding the current page and the items the backend marks open', () => {
    expect(ancestorIds(MENU, 'ats-report')).toEqual(['tickets']);
    expect([...initiallyOpen(MENU, '/ats/sales-report')]).toEqual(['tickets']);
    expect([...initiallyOpen(MENU, '/orders')]).toEqual([]);
    const openByBackend = [item('x', 'X', null, [item('y', 'Y', '/y')], true)];
    expect([...initiallyOpen(openByBackend, '/')]).toEqual(['x']);
  });
});

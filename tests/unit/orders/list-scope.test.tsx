/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { RememberListScope } from '@/components/orders/remember-list-scope';
import { defaultListScope, listScopeOf, rememberedScope } from '@/lib/orders/list-scope';

// Whose orders a list shows (docs/product.md §10 "Whose orders a list shows").

const clearCookies = () => {
  for (const name of ['journal_scope', 'flight_list_scope']) document.cookie = `${name}=; Path=/; Max-Age=0`;
};
beforeEach(clearCookies);

describe('the lists’ scope', () => {
  it('starts an agent on their own orders, an office manager on the office’s, the others on the agency’s', () => {
    expect(defaultListScope('agent')).toBe('mine');
    expect(defaultListScope('office_manager')).toBe('office');
    for (const role of ['agency_director', 'agency_manager', 'sub_partition_manager', 'ats_manager'])
      expect(defaultListScope(role)).toBe('all');
  });

  it('reads a remembered choice only for the user it names', () => {
    expect(rememberedScope('5.office', 5)).toBe('office');
    expect(rememberedScope('5.office', 6)).toBeUndefined();
    expect(rememberedScope('5.everyone', 5)).toBeUndefined();
    expect(rememberedScope(undefined, 5)).toBeUndefined();
    const agent = { id: 5, alias: 'agent' };
    expect(listScopeOf(undefined, agent, undefined)).toBe('mine');
    expect(listScopeOf(undefined, agent, '5.all')).toBe('all');
    expect(listScopeOf('office', agent, '5.all')).toBe('office');
  });

  it('remembers the scope a list shows, per list and user, for the next visit', () => {
    const { rerender } = render(<RememberListScope list="journal" userId={5} scope="office" />);
    expect(document.cookie).toContain('journal_scope=5.office');
    rerender(<RememberListScope list="journal" userId={5} scope="all" />);
    render(<RememberListScope list="flights" userId={5} scope="mine" />);
    const jar = Object.fromEntries(document.cookie.split('; ').map((pair) => pair.split('=')));
    expect(rememberedScope(jar.journal_scope, 5)).toBe('all');
    expect(rememberedScope(jar.flight_list_scope, 5)).toBe('mine');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook } from '@testing-library/react';
import { useListUrl } from '@/components/ui/use-list-url';

// The one hook for a list's state in its URL (docs/architecture.md §2 "A list of records"): the
// App Router's push is the history stand-in's (tests/unit/setup-router.ts), which moves the URL.

const at = (url: string) => window.history.replaceState(null, '', url);
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('useListUrl', () => {
  beforeEach(() => at('/orders'));

  it("writes its links under the page's path and navigates to them", async () => {
    const { result } = renderHook(() => useListUrl('/orders'));
    expect(result.current.href('?page=2')).toBe('/orders?page=2');
    await act(async () => result.current.go('?page=3&sort=-total'));
    expect(here()).toBe('/orders?page=3&sort=-total');
  });

  it('runs an optimistic update inside the navigation', async () => {
    const during = jest.fn();
    const { result } = renderHook(() => useListUrl('/orders'));
    await act(async () => result.current.go('?open=7', during));
    expect(during).toHaveBeenCalledTimes(1);
    expect(here()).toBe('/orders?open=7');
  });

  it("navigates a GET filter form's submit to its short URL and leaves other forms alone", () => {
    function List() {
      const { submitFilters } = useListUrl('/bonuses');
      return (
        <div onSubmit={submitFilters}>
          <form method="get" action="/bonuses" data-testid="filters">
            <input name="status" defaultValue="paid" />
            <input name="owner" defaultValue="" />
            <input name="created_from" data-day="" defaultValue="01.05.2026" />
          </form>
          <form method="post" data-testid="other" onSubmit={(event) => event.preventDefault()} />
        </div>
      );
    }
    const { getByTestId } = render(<List />);
    act(() => void fireEvent.submit(getByTestId('other')));
    expect(here()).toBe('/orders');
    act(() => void fireEvent.submit(getByTestId('filters')));
    expect(here()).toBe('/bonuses?status=paid&created_from=2026-05-01');
  });

  it('takes a list-specific filter form writer (a whole URL with the path empty)', () => {
    function List() {
      const { submitFilters } = useListUrl('', { formSearch: () => '/employees/3?q=ana' });
      return (
        <div onSubmit={submitFilters}>
          <form method="get" data-testid="filters" />
        </div>
      );
    }
    const { getByTestId } = render(<List />);
    act(() => void fireEvent.submit(getByTestId('filters')));
    expect(here()).toBe('/employees/3?q=ana');
  });

  it("puts the server's canonical search in the address without a new history entry", () => {
    at('/reports/sales?from=01.05.2026&page=1');
    const entries = window.history.length;
    renderHook(() => useListUrl('/reports/sales', { canonical: '?from=2026-05-01' }));
    expect(here()).toBe('/reports/sales?from=2026-05-01');
    expect(window.history.length).toBe(entries);
  });

  it('writes the URL without a navigation, keeping the hash and the entry state it is given', () => {
    at('/search?country=7#results');
    const { result } = renderHook(() => useListUrl('/search'));
    const entries = window.history.length;
    act(() => result.current.write('?country=7&page=2', { state: { kept: true } }));
    expect(here()).toBe('/search?country=7&page=2#results');
    expect(window.history.state).toEqual({ kept: true });
    expect(window.history.length).toBe(entries + 1);
    act(() => result.current.write('?country=7&sort=price', { replace: true }));
    expect(here()).toBe('/search?country=7&sort=price#results');
    expect(window.history.length).toBe(entries + 1);
  });
});

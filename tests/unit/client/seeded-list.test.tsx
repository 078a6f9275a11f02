/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useOrdersPage, type OrdersPage } from '@/lib/hooks/use-orders';
import { ordersListKey } from '@/lib/orders/journal-query';
import type { OrdersQuery } from '@/lib/schemas/orders';
import { orderSummary } from '../fixtures/orders';
import { stubFetch } from '../fixtures/render';

// A list seeded by the server (docs/architecture.md §11): a filter form navigates, the server renders
// the new query's page, and the list shows that page, not the one before it.

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);
const pageOf = (ids: number[]): OrdersPage => ({
  data: ids.map((id) => orderSummary({ id })),
  meta: { total: ids.length, page: 1, size: 20 },
});
const all: OrdersQuery = { sort: '-created_at', page: 1, size: 20 };
const bySurname: OrdersQuery = { ...all, surname: 'Rusu' };

describe('a list seeded by the server', () => {
  it("shows the server's page for the new query after a navigation, without fetching it again", async () => {
    const fetched = jest.fn();
    stubFetch({ 'GET /api/orders': () => (fetched(), { json: pageOf([99]) }) });
    const { result, rerender } = renderHook(
      (props: { query: OrdersQuery; initial: OrdersPage }) =>
        useOrdersPage(props.query, ordersListKey(props.query), props.initial),
      {
        wrapper,
        initialProps: { query: all, initial: pageOf([1, 2, 3]) },
      },
    );
    expect(result.current.data?.data.map(({ id }) => id)).toEqual([1, 2, 3]);
    rerender({ query: bySurname, initial: pageOf([2]) });
    await waitFor(() => expect(result.current.data?.data.map(({ id }) => id)).toEqual([2]));
    expect(fetched).not.toHaveBeenCalled();
  });

  it('keeps the previous page on screen while a query the server did not render loads', async () => {
    let answer: (value: unknown) => void = () => {};
    const loaded = new Promise((resolve) => (answer = resolve));
    global.fetch = jest.fn(async () => {
      await loaded;
      return { ok: true, status: 200, text: async () => JSON.stringify(pageOf([7])) } as Response;
    }) as unknown as typeof fetch;
    const { result, rerender } = renderHook(
      (props: { query: OrdersQuery }) => useOrdersPage(props.query, ordersListKey(all), pageOf([1, 2, 3])),
      {
        wrapper,
        initialProps: { query: all },
      },
    );
    rerender({ query: { ...all, page: 2 } });
    expect(result.current.data?.data.map(({ id }) => id)).toEqual([1, 2, 3]);
    answer(undefined);
    await waitFor(() => expect(result.current.data?.data.map(({ id }) => id)).toEqual([7]));
  });
});

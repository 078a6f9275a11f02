/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { ApiAnswerError, ApiRequestError, apiCall, apiRead, NETWORK_ERROR_STATUS } from '@/lib/hooks/fetcher';
import { bookOffer } from '@/lib/hooks/use-booking-offer';
import { useOrderActions } from '@/lib/hooks/use-order-actions';
import { orderKey } from '@/lib/hooks/use-orders';
import { useOrder } from '@/lib/hooks/use-order';
import { seededOptions } from '@/lib/hooks/seeded';
import { orderSchema } from '@/lib/schemas/orders';
import type { BookingFormOutput } from '@/lib/shared/tourist-rules';
import { ANSWER_MISMATCH_HEADER } from '@/lib/shared/answer-check';
import { order } from '../fixtures/booking';
import { stubFetch } from '../fixtures/render';

// The one way the browser reads an answer (docs/architecture.md §10): as the BFF checked it, a
// mismatch the BFF found thrown like any failed call; writes put their answer into the keys they change.

/** The BFF's answer to a backend answer that does not match its schema (lib/bff/answers.ts). */
const refused = (field: string) => ({
  status: 502,
  json: { error: 'Bad gateway', message: 'The booking service gave an unexpected answer.' },
  headers: { [ANSWER_MISMATCH_HEADER]: `${field}: Invalid input` },
});

describe('apiCall', () => {
  it("answers what the BFF sent, checked there by the call's schema", async () => {
    stubFetch({ 'POST /api/point': () => ({ json: { data: { x: 1 } } }) });
    await expect(apiCall<{ data: { x: number } }>('/api/point', { method: 'POST', json: {} })).resolves.toEqual({
      data: { x: 1 },
    });
  });

  it('reports an answer the BFF refused as an ApiAnswerError naming the call and the field', async () => {
    stubFetch({ 'GET /api/point': () => refused('data.x') });
    const failure = await apiCall('/api/point').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiAnswerError);
    expect((failure as Error).message).toBe(
      'GET /api/point: answer does not match its schema at data.x: Invalid input',
    );
  });

  it('apiRead is the SWR fetcher: the path in, the selected part of the answer out', async () => {
    stubFetch({ 'GET /api/point': () => ({ json: { data: { x: 4 } } }) });
    await expect(apiRead((answer: { data: { x: number } }) => answer.data.x)('/api/point')).resolves.toBe(4);
  });

  it('reports a request without an answer as 888', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const failure = await apiCall('/api/point').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(NETWORK_ERROR_STATUS);
  });
});

function swrWrapper() {
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return { cache, wrapper };
}

describe('the resource hooks', () => {
  it('a read whose answer the BFF refused (not matching its schema) is an error, not data', async () => {
    stubFetch({ 'GET /api/orders/42': () => refused('data.status') });
    const { wrapper } = swrWrapper();
    const { result } = renderHook(() => useOrder(42, null), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiAnswerError));
    expect(result.current.data).toBeUndefined();
  });

  it("a write puts the order it answers into the order's key, with no second request", async () => {
    const confirmed = order({ note: 'confirmed by the agent' });
    const { calls } = stubFetch({ 'PATCH /api/orders/42/charter_confirm': () => ({ json: { data: confirmed } }) });
    const { cache, wrapper } = swrWrapper();
    const { result } = renderHook(() => ({ actions: useOrderActions(42), shown: useOrder(42, order()).data }), {
      wrapper,
    });

    await act(async () => {
      await expect(result.current.actions.confirmCharter()).resolves.toEqual(orderSchema.parse(confirmed));
    });
    expect(cache.get(orderKey(42))?.data).toEqual(orderSchema.parse(confirmed));
    await waitFor(() => expect(result.current.shown?.note).toBe('confirmed by the agent'));
    expect(calls.map((call) => call.key)).toEqual(['PATCH /api/orders/42/charter_confirm']);
  });

  it('a write whose answer the BFF refused throws and leaves the cached order as it was', async () => {
    stubFetch({ 'PATCH /api/orders/42/charter_confirm': () => refused('data.status') });
    const { cache, wrapper } = swrWrapper();
    const { result } = renderHook(() => ({ actions: useOrderActions(42), shown: useOrder(42, order()).data }), {
      wrapper,
    });
    await act(async () => {
      await expect(result.current.actions.confirmCharter()).rejects.toBeInstanceOf(ApiAnswerError);
    });
    expect(cache.get(orderKey(42))?.data).toBeUndefined();
    expect(result.current.shown).toEqual(order());
  });

  it("after a booking a journal page seen before it shows the server's page with the new order, not the cached one; the cached order stays", async () => {
    // The app's SWR cache is the default one (no provider): the booking reaches it without SWR on its page.
    const before = { data: [], meta: { total: 0, page: 1, size: 20 } };
    const after = { data: [{ id: 77 }], meta: { total: 1, page: 1, size: 20 } };
    let journal: unknown = before;
    stubFetch({
      'GET /api/orders': () => ({ json: journal }),
      'GET /api/orders/5': () => ({ json: { data: order({ id: 5 }) } }),
      'POST /api/v2/orders/book/s1': () => ({ json: { data: { id: 77, number: 'MD-104377' } } }),
    });
    const journalKey = '/api/orders?page[number]=1';
    const seen = renderHook(() => ({ page: useSWR(journalKey, apiRead()).data, order: useOrder(5, null).data }));
    await waitFor(() => expect(seen.result.current.order?.id).toBe(5));
    expect(seen.result.current.page).toEqual(before);
    seen.unmount();

    journal = after;
    await expect(bookOffer('s1', {} as BookingFormOutput, ['transfer'], 900)).resolves.toEqual({
      id: 77,
      number: 'MD-104377',
    });

    // The journal visited next, seeded with the server's page as the journal's own hook is (lib/hooks/seeded.ts).
    const next = renderHook(() => useSWR(journalKey, apiRead(), seededOptions<unknown>(true, after)).data);
    expect(next.result.current).toEqual(after);
    const { cache } = renderHook(() => useSWRConfig()).result.current;
    expect(cache.get(orderKey(5))?.data).toEqual(orderSchema.parse(order({ id: 5 })));
  });
});

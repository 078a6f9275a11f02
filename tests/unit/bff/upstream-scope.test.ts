import { AsyncLocalStorage } from 'node:async_hooks';
import { fetchUpstream, type FetchLike } from '@/lib/bff/upstream';
import { createUpstreamScope } from '@/lib/bff/upstream-scope';

// Backend calls must not run in the request's async context: what they create (keep-alive
// sockets above all) outlives the request and would keep its whole store alive.

const request = new AsyncLocalStorage<{ id: string }>();

/** A backend stub that reports which request store its call, and a timer it starts, ran in. */
function stubBackend() {
  const seen: { call?: string; timer?: string } = {};
  const fetch: FetchLike = async () => {
    seen.call = request.getStore()?.id ?? 'none';
    // A resource made during the call, as a socket would be: it carries the call's context.
    await new Promise<void>((resolve) =>
      setTimeout(() => ((seen.timer = request.getStore()?.id ?? 'none'), resolve()), 1),
    );
    return new Response('{}', { status: 200 });
  };
  return { seen, fetch };
}

describe('backend calls in the upstream scope', () => {
  beforeAll(() => createUpstreamScope());

  it('run without the calling request’s store, and what they start carries none either', async () => {
    const backend = stubBackend();
    await request.run({ id: 'page-1' }, () =>
      fetchUpstream('http://backend.test/api/x', {}, { timeoutMs: 1_000, fetch: backend.fetch }),
    );
    expect(backend.seen).toEqual({ call: 'none', timer: 'none' });
  });

  it('hand the response back to the request, which resumes in its own context', async () => {
    const backend = stubBackend();
    const after = await request.run({ id: 'page-2' }, async () => {
      const response = await fetchUpstream('http://backend.test/api/x', {}, { timeoutMs: 1_000, fetch: backend.fetch });
      return { status: response.status, store: request.getStore()?.id };
    });
    expect(after).toEqual({ status: 200, store: 'page-2' });
  });
});

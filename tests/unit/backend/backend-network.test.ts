// backendFetch when the backend does not answer: a session, request headers, an upstream that fails.
import { fetchUpstream } from './backend-surroundings';
import { backendFetch } from '@/lib/backend/client';
import { BackendError } from '@/lib/backend/errors';
import { UpstreamError } from '@/lib/bff/upstream';
import { boundaryCode } from '@/lib/errors/page-error';

beforeEach(() => fetchUpstream.mockReset());

/** What app/error.tsx receives in production: a generic message and the digest. */
const pageFor = (failure: unknown) =>
  boundaryCode({ message: 'An error occurred', digest: (failure as BackendError).digest }, true);

describe('a page whose backend does not answer (docs/product.md §8, docs/architecture.md §3)', () => {
  it('shows the 888 network page when the backend cannot be reached', async () => {
    fetchUpstream.mockRejectedValue(new UpstreamError('unreachable'));
    const failure = await backendFetch('v1/orders').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ status: 888, error: 'Service unavailable' });
    expect(pageFor(failure)).toBe('888');
  });

  it('shows the 888 network page when the backend is slower than the page budget', async () => {
    fetchUpstream.mockRejectedValue(new UpstreamError('timeout'));
    const failure = await backendFetch('v1/orders').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 888, error: 'Timeout' });
    expect(pageFor(failure)).toBe('888');
  });

  it("waits the page budget, not the BFF's 60 s", async () => {
    fetchUpstream.mockResolvedValue(new Response('{}', { status: 200 }));
    await backendFetch('v1/orders');
    const { timeoutMs } = fetchUpstream.mock.calls[0][2] as { timeoutMs: number };
    expect(timeoutMs).toBeGreaterThan(11_000);
    expect(timeoutMs).toBeLessThanOrEqual(12_000);
  });

  it('keeps a backend answer >= 500 on the 500 page', async () => {
    fetchUpstream.mockResolvedValue(
      new Response(JSON.stringify({ error: 'Oops', message: 'Broken' }), { status: 503 }),
    );
    expect(pageFor(await backendFetch('v1/orders').catch((error: unknown) => error))).toBe('500');
  });
});

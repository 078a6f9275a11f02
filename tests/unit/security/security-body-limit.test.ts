import { createBffHandler } from '@/lib/bff/handler';
import { MAX_REQUEST_BODY_BYTES } from '@/lib/bff/transport';
import type { FetchLike } from '@/lib/bff/upstream';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { session, signedInCookie as cookie } from '@/tests/security/bff-fixture';

/**
 * One request-body limit for the BFF and the booking API (lib/shared/request-limits.ts): a body
 * the backend would refuse is refused by the BFF first, with 413 in the caller's language, never
 * forwarded (docs/testing.md, "Security").
 */

function recorded() {
  const calls: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push(String(input));
    // Read what was sent, as a backend would.
    if (init?.body) await new Response(init.body as BodyInit).arrayBuffer();
    return new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, handle: createBffHandler({ backendUrl: 'http://backend.test', timeoutMs: 5_000, session, fetch }) };
}

function post(body: BodyInit, headers: Record<string, string>): Request {
  return new Request('http://localhost:3000/api/v1/core/client-error', {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A body of `size` bytes sent in 64 KiB chunks with no Content-Length. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(left, 64 * 1024);
      left -= n;
      controller.enqueue(new Uint8Array(n).fill(0x20));
    },
  });
}

describe('request bodies: one limit, the booking API’s', () => {
  let backend: DemoBackend;
  beforeAll(async () => {
    backend = await startDemoBackend();
  });
  afterAll(() => backend.close());

  it('the demo backend takes bodies up to the shared limit and refuses one byte more', async () => {
    const at = await backend.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"login":"x","password":"${'a'.repeat(MAX_REQUEST_BODY_BYTES - 30)}"}`.padEnd(
        MAX_REQUEST_BODY_BYTES,
        ' ',
      ),
    });
    expect(at.statusCode).not.toBe(413);
    const over = await backend.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      headers: { 'content-type': 'application/json' },
      payload: ' '.repeat(MAX_REQUEST_BODY_BYTES + 1),
    });
    expect(over.statusCode).toBe(413);
  });

  it('the BFF refuses a declared body past the limit with 413 in the caller’s language, before calling the backend', async () => {
    const { calls, handle } = recorded();
    // Between the backend's limit and what a larger cap would let through.
    const body = ' '.repeat(MAX_REQUEST_BODY_BYTES + 1024);
    for (const [language, text] of [
      ['en', 'The request is too large.'],
      ['ro', 'Cererea este prea mare.'],
      ['ru', 'Запрос слишком большой.'],
    ] as const) {
      const response = await handle(
        post(body, { cookie: await cookie(), 'accept-language': language, 'content-length': String(body.length) }),
        ['v1', 'core', 'client-error'],
      );
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe(text);
    }
    expect(calls).toEqual([]);
  });

  it('the BFF refuses an undeclared (chunked) body once it passes the limit, and forwards one at the limit', async () => {
    const { handle } = recorded();
    const over = await handle(
      post(chunked(MAX_REQUEST_BODY_BYTES + 1), { cookie: await cookie(), 'accept-language': 'en' }),
      ['v1', 'core', 'client-error'],
    );
    expect(over.status).toBe(413);
    expect((await over.json()).error).toBe('Payload too large');
    const at = await handle(
      post(chunked(MAX_REQUEST_BODY_BYTES), { cookie: await cookie(), 'accept-language': 'en' }),
      ['v1', 'core', 'client-error'],
    );
    expect(at.status).toBe(200);
  });
});

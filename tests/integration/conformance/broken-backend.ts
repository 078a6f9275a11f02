import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A deliberately broken booking backend for the conformance kit's test: a proxy in front of the
 * demo backend that breaks one rule of the contract (docs/booking-api/README.md).
 * - `rename`: `GET orders` answers `data[].num` instead of `data[].number`;
 * - `no-field-errors`: every 422 loses its `errors`;
 * - `no-grace`: a refresh token works once: a second refresh with it, however soon, answers 401.
 */
export type Fault = 'rename' | 'no-field-errors' | 'no-grace';

export interface BrokenBackend {
  url: string;
  close(): Promise<void>;
}

export async function startBrokenBackend(target: string, fault: Fault): Promise<BrokenBackend> {
  const used = new Set<string>();
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', target);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers))
      if (typeof value === 'string' && key !== 'host' && key !== 'content-length') headers.set(key, value);

    if (fault === 'no-grace' && request.method === 'POST' && url.pathname === '/api/jwt/refresh-token') {
      const token = String((JSON.parse(body.toString() || '{}') as { refreshToken?: unknown }).refreshToken);
      if (used.has(token)) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Unauthorized', message: 'The refresh token was used.' }));
        return;
      }
      used.add(token);
    }

    const answer = await fetch(url, {
      method: request.method,
      headers,
      body: body.length ? body : undefined,
      redirect: 'manual',
    });
    let payload = Buffer.from(await answer.arrayBuffer());
    const type = answer.headers.get('content-type') ?? '';
    if (type.includes('json') && payload.length) {
      const json = JSON.parse(payload.toString()) as Record<string, unknown>;
      if (fault === 'rename' && request.method === 'GET' && url.pathname === '/api/orders' && Array.isArray(json.data))
        json.data = json.data.map(({ number, ...row }: Record<string, unknown>) => ({ ...row, num: number }));
      if (fault === 'no-field-errors' && answer.status === 422) delete json.errors;
      payload = Buffer.from(JSON.stringify(json));
    }
    const out: Record<string, string> = {};
    answer.headers.forEach((value, key) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key)) out[key] = value;
    });
    response.writeHead(answer.status, out);
    response.end(payload);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done, failed) => server.close((error) => (error ? failed(error) : done()))),
  };
}

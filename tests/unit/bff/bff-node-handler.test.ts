import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { BffHandler } from '@/lib/bff/handler';
import type { BffIncoming } from '@/lib/bff/incoming';
import { nextApiRoutes } from '@/lib/bff/next-api-routes';
import { BFF_METHODS, createNodeBff, RawHeaders } from '@/lib/bff/node-handler';
import { WholeBodyResponse } from '@/lib/bff/whole-body';
import * as route from '@/app/api/[...path]/route';

// The BFF as the production entry mounts it (docs/architecture.md §9): a Node handler in front of
// Next that answers the BFF's calls and leaves the rest to Next, here a stand-in answering 299.
const routes = nextApiRoutes(['[...path]/route.ts', 'health/route.ts']);
let server: Server;
let origin: string;
let answer: (request: BffIncoming, segments: string[]) => Promise<Response>;
const seen: { request: BffIncoming; segments: string[] }[] = [];

beforeAll(async () => {
  const handler: BffHandler = (request, segments) => {
    seen.push({ request, segments });
    return answer(request, segments);
  };
  const bff = createNodeBff({ handler: () => handler, origin: 'http://0.0.0.0:3000', nextApiRoutes: routes });
  server = createServer((req, res) => bff(req, res) || res.writeHead(299).end('next'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  seen.length = 0;
  answer = async () =>
    new WholeBodyResponse(new TextEncoder().encode('{"ok":true}'), {
      status: 200,
      headers: { 'content-type': 'application/json', 'content-length': '11' },
    });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string | string[]>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the BFF as a Node handler', () => {
  it('serves the methods the route handler exports, and leaves the others to Next', async () => {
    const exported = Object.keys(route).filter((name) => /^[A-Z]+$/.test(name));
    expect(new Set(exported)).toEqual(BFF_METHODS);
    expect((await send('/api/v1/core/exchange_rate', { method: 'OPTIONS' })).status).toBe(299);
    expect((await send('/api/v1/core/exchange_rate', { method: 'HEAD' })).status).toBe(299);
  });

  it('leaves pages and Next’s own /api/ routes to Next', async () => {
    for (const path of ['/', '/orders', '/api/health', '/api/health?deep=1'])
      expect((await send(path)).status).toBe(299);
    expect(seen).toEqual([]);
  });

  it('hands the BFF the decoded segments and the request as Next builds it: URL from the bind address, headers joined', async () => {
    const response = await send('/api/v2/search/find/%41%42?x=1', {
      headers: { host: 'evil.example', cookie: ['a=1', 'b=2'], 'x-csrf': '1' },
    });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('{"ok":true}');
    const [{ request, segments }] = seen as [(typeof seen)[0]];
    expect(segments).toEqual(['v2', 'search', 'find', 'AB']);
    expect(request.url).toBe('http://0.0.0.0:3000/api/v2/search/find/%41%42?x=1');
    expect(request.headers.get('Cookie')).toBe('a=1; b=2');
    expect(request.headers.get('x-csrf')).toBe('1');
    expect(request.headers.get('x-missing')).toBeNull();
    expect(request.body).toBeNull();
  });

  it('reads a request body as a stream when the BFF asks for it', async () => {
    answer = async (request) => new Response(await new Response(request.body).text(), { status: 201 });
    const response = await send('/api/jwt/login', { method: 'POST', body: '{"login":"a"}' });
    expect([response.status, response.body.toString()]).toEqual([201, '{"login":"a"}']);
  });

  it('writes every Set-Cookie, and gzips large JSON only for a browser that takes it', async () => {
    const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, name: `hotel ${i}` })) });
    answer = async () => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      return new Response(big, { headers });
    };
    const gzipped = await send('/api/search/x', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(gunzipSync(gzipped.body).toString()).toBe(big);
    const plain = await send('/api/search/x');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    // A small answer goes as it is: gzip of 11 bytes costs more than it saves.
    answer = async () =>
      new WholeBodyResponse(new TextEncoder().encode('{"ok":true}'), {
        headers: { 'content-type': 'application/json', 'content-length': '11' },
      });
    const small = await send('/api/v1/core/exchange_rate', { headers: { 'accept-encoding': 'gzip' } });
    expect([small.headers['content-encoding'], small.headers['content-length'], small.body.toString()]).toEqual([
      undefined,
      '11',
      '{"ok":true}',
    ]);
  });

  it('answers 500 in the BFF’s error shape when the handler throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = async () => {
      throw new Error('boom');
    };
    const response = await send('/api/v1/core/exchange_rate');
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body.toString())).toEqual({
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });
});

describe('RawHeaders', () => {
  it('reads Node’s raw list as Headers.get does', () => {
    const headers = new RawHeaders(['Accept', 'a', 'X-Two', '1', 'x-two', '2', 'Cookie', 'a=1', 'cookie', 'b=2']);
    expect([headers.get('accept'), headers.get('X-TWO'), headers.get('cookie'), headers.get('none')]).toEqual([
      'a',
      '1, 2',
      'a=1; b=2',
      null,
    ]);
  });
});

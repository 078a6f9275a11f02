import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { httpFetch } from '@/lib/bff/http-fetch';

// The backend calls' fetch on undici's `request` (lib/bff/http-fetch.ts) must behave as fetch
// wherever the BFF, the session refresh and the server-side loaders rely on it.

const LARGE = Buffer.alloc(300 * 1024, 'x');
/** A small JSON answer with a byte order mark, its length declared: read whole (WholeResponse). */
const WHOLE = Buffer.from('\uFEFF{"ok":true}');

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client's port: one per connection. */
  port: number | undefined;
}

let server: http.Server;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
      port: req.socket.remotePort,
    });
    switch (req.url) {
      case '/json':
        res.setHeader('set-cookie', ['a=1', 'b=2']);
        return void res.writeHead(201, 'Made', { 'content-type': 'application/json' }).end('{"ok":true}');
      case '/whole':
        return void res
          .writeHead(200, 'Fine', { 'content-type': 'application/json', 'content-length': String(WHOLE.length) })
          .end(WHOLE);
      case '/gzip':
        return void res
          .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' })
          .end(gzipSync('unpacked'));
      case '/large':
        return void res.writeHead(200, { 'content-length': String(LARGE.length) }).end(LARGE);
      case '/cut':
        // Promises a large body, sends part of it, then the connection goes away.
        res.writeHead(200, { 'content-length': String(LARGE.length) });
        res.write(LARGE.subarray(0, 1024));
        return void setTimeout(() => res.socket?.destroy(), 20);
      case '/redirect':
        return void res.writeHead(302, { location: '/json' }).end();
      case '/empty':
        return void res.writeHead(204).end();
      case '/trickle':
        // Headers and a first part at once, the rest much later.
        res.writeHead(200, { 'content-length': String(LARGE.length) });
        res.write(LARGE.subarray(0, 1024));
        return void setTimeout(() => res.end(LARGE.subarray(1024)), 2_000).unref();
      case '/slow':
        return void setTimeout(() => res.end('late'), 2_000).unref();
      default:
        return void res.writeHead(200, { 'content-length': '5' }).end(req.method === 'HEAD' ? undefined : 'hello');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => (received.length = 0));

describe('httpFetch', () => {
  it('answers with a web Response: status, status text, headers (each cookie) and body', async () => {
    const response = await httpFetch(`${base}/json`, {
      headers: { 'x-localization': 'ro', authorization: 'Bearer t' },
    });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ ok: true });
    expect(received[0]?.headers).toMatchObject({
      'x-localization': 'ro',
      authorization: 'Bearer t',
      'accept-encoding': 'gzip, deflate, br',
    });
  });

  it.each([
    ['a string', () => '{"login":"a"}'],
    ['bytes', () => new TextEncoder().encode('{"login":"a"}')],
    ['an ArrayBuffer', () => new TextEncoder().encode('{"login":"a"}').buffer],
    ['a stream', () => new Blob(['{"login"', ':"a"}']).stream()],
  ])('sends a request body given as %s', async (_, body) => {
    const response = await httpFetch(`${base}/echo`, {
      method: 'POST',
      body: body(),
      headers: { 'content-type': 'application/json' },
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(received[0]).toMatchObject({ method: 'POST', body: '{"login":"a"}' });
  });

  it('encodes other bodies as fetch would, content type included', async () => {
    await httpFetch(`${base}/echo`, { method: 'POST', body: new URLSearchParams({ q: 'Chișinău' }) });
    expect(received[0]?.body).toBe('q=Chi%C8%99in%C4%83u');
    expect(received[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('reads a small answer as a Response would: text without the byte order mark, JSON, its exact bytes, a stream', async () => {
    const whole = () => httpFetch(`${base}/whole`);
    const first = await whole();
    expect([first.status, first.statusText, first.ok, first.headers.get('content-type')]).toEqual([
      200,
      'Fine',
      true,
      'application/json',
    ]);
    expect(await first.text()).toBe('{"ok":true}');
    expect(await (await whole()).json()).toEqual({ ok: true });
    expect(Buffer.from(await (await whole()).arrayBuffer()).equals(WHOLE)).toBe(true);
    expect(await new Response((await whole()).body).text()).toBe('{"ok":true}');
  });

  it('decodes a compressed answer', async () => {
    expect(await (await httpFetch(`${base}/gzip`)).text()).toBe('unpacked');
  });

  it('streams a large answer whole', async () => {
    const body = Buffer.from(await (await httpFetch(`${base}/large`)).arrayBuffer());
    expect(body.equals(LARGE)).toBe(true);
  });

  it('fails the body, not silently truncates it, when the backend goes away mid-answer', async () => {
    const response = await httpFetch(`${base}/cut`);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('does not follow a redirect', async () => {
    const response = await httpFetch(`${base}/redirect`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/json');
    expect(received).toHaveLength(1);
  });

  it('gives no body for HEAD and for 204', async () => {
    const head = await httpFetch(`${base}/hello`, { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, null]);
    const empty = await httpFetch(`${base}/empty`);
    expect([empty.status, empty.body]).toEqual([204, null]);
  });

  it('is aborted by its signal', async () => {
    const controller = new AbortController();
    const call = httpFetch(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toThrow(/abort/i);
  });

  it('is aborted by its signal while the body still streams', async () => {
    const controller = new AbortController();
    const response = await httpFetch(`${base}/trickle`, { signal: controller.signal });
    const body = response.arrayBuffer();
    setTimeout(() => controller.abort(), 50);
    await expect(body).rejects.toThrow();
  });

  it('does not call the backend with a signal already aborted', async () => {
    const before = received.length;
    await expect(httpFetch(`${base}/json`, { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
    expect(received.length).toBe(before);
  });

  it('stops listening to its signal once the answer is read', async () => {
    const controller = new AbortController();
    const removed = jest.spyOn(controller.signal, 'removeEventListener');
    const added = jest.spyOn(controller.signal, 'addEventListener');
    expect(await (await httpFetch(`${base}/hello`, { signal: controller.signal })).text()).toBe('hello');
    await new Promise((resolve) => setImmediate(resolve));
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]?.[1]);
  });

  it('rejects when nothing listens', async () => {
    const closed = http.createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(httpFetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('refuses a scheme it cannot speak', async () => {
    await expect(httpFetch('ftp://127.0.0.1/file')).rejects.toThrow('unsupported protocol ftp:');
  });

  it('keeps the connection for the next call', async () => {
    // The next call comes with the next request, an event-loop turn later: undici hands a socket
    // to another call only one turn after its answer ended (docs/architecture.md §9).
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    await (await httpFetch(`${base}/hello`)).text();
    await nextTurn();
    await (await httpFetch(`${base}/hello`)).text();
    await nextTurn();
    await (await httpFetch(`${base}/json`)).text();
    expect(new Set(received.map((request) => request.port)).size).toBe(1);
  });
});

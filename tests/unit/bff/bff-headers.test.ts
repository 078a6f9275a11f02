import { clientAddressOf } from '@/lib/bff/client-address';
import { downstreamResponseHeaders, requestLocale, upstreamRequestHeaders } from '@/lib/bff/headers';

describe('request header hygiene (browser → backend)', () => {
  const incoming = new Headers({
    cookie: 'agency_session=sealed; locale=ro',
    authorization: 'Bearer stolen',
    host: 'evil.example',
    'x-forwarded-for': '1.2.3.4',
    // What the server guard stamped: the address it worked out from the socket (server-guard.mjs).
    'x-portal-client-address': '203.0.113.7',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    forwarded: 'for=1.2.3.4',
    'x-middleware-subrequest': 'middleware:middleware:middleware',
    'x-csrf': '1',
    origin: 'http://localhost:3000',
    connection: 'keep-alive, x-secret-hop',
    'keep-alive': 'timeout=5',
    'x-secret-hop': 'yes',
    'proxy-authorization': 'Basic abc',
    te: 'trailers',
    trailer: 'x-checksum',
    upgrade: 'websocket',
    'x-localization': 'en',
    'content-type': 'application/json',
    accept: 'application/json',
    'accept-language': 'ro-RO,ro;q=0.9',
    'content-length': '17',
  });

  it('forwards only what the backend needs, plus our bearer, locale and the stamped client address as X-Forwarded-For', () => {
    const out = upstreamRequestHeaders(incoming, {
      accessToken: 'access-1',
      locale: 'ro',
      clientAddress: clientAddressOf(incoming),
    });
    expect(Object.fromEntries(out.entries())).toEqual({
      accept: 'application/json',
      'accept-language': 'ro-RO,ro;q=0.9',
      authorization: 'Bearer access-1',
      'content-length': '17',
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
      'x-localization': 'ro',
    });
  });

  it("never passes the browser's own X-Forwarded-For: without a stamped address there is none", () => {
    const out = upstreamRequestHeaders(incoming, { locale: 'ru', clientAddress: null });
    expect(out.has('x-forwarded-for')).toBe(false);
    expect(out.has('x-portal-client-address')).toBe(false);
  });

  it('sends no Authorization at all for public calls, even if the browser sent one', () => {
    const out = upstreamRequestHeaders(incoming, { locale: 'ru', clientAddress: null });
    expect(out.has('authorization')).toBe(false);
    expect(out.get('x-localization')).toBe('ru');
  });

  it('drops a header that the Connection header names as hop-by-hop', () => {
    const out = upstreamRequestHeaders(new Headers({ connection: 'Content-Type', 'content-type': 'text/plain' }), {
      locale: 'ru',
      clientAddress: null,
    });
    expect(out.has('content-type')).toBe(false);
  });

  it('drops a malformed Content-Length', () => {
    const out = upstreamRequestHeaders(new Headers({ 'content-length': '1, 2' }), {
      locale: 'ru',
      clientAddress: null,
    });
    expect(out.has('content-length')).toBe(false);
  });
});

describe('response header hygiene (backend → browser)', () => {
  it('never passes Set-Cookie, Location, hop-by-hop or encoding headers back', () => {
    const upstream = new Headers({
      'set-cookie': 'backend_session=1',
      location: 'http://internal-backend:4000/api/x',
      connection: 'close',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      'content-encoding': 'gzip',
      'content-length': '999',
      server: 'fastify',
      'x-powered-by': 'PHP',
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="offer_2026-01-01_1200.pdf"',
      etag: '"abc"',
    });
    expect(Object.fromEntries(downstreamResponseHeaders(upstream).entries())).toEqual({
      'content-disposition': 'attachment; filename="offer_2026-01-01_1200.pdf"',
      'content-type': 'application/pdf',
      etag: '"abc"',
    });
  });
});

describe('request locale for x-localization', () => {
  it.each([
    [{ cookie: 'locale=en', 'accept-language': 'ro' }, 'en'],
    [{ 'accept-language': 'uk-UA,uk;q=0.9' }, 'ua'],
    [{ cookie: 'locale=de', 'accept-language': 'fr' }, 'ru'],
    [{}, 'ru'],
  ])('%j → %s', (headers, locale) => {
    expect(requestLocale(new Headers(headers))).toBe(locale);
  });
});

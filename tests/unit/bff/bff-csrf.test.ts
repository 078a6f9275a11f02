import { checkCsrf } from '@/lib/bff/csrf';

const url = 'http://localhost:3000/api/jwt/user';

function request(headers: Record<string, string>, at = url): Request {
  return new Request(at, { headers });
}

describe('CSRF decision', () => {
  it.each([
    [
      'portal fetch: header, own origin, same-origin',
      { 'x-csrf': '1', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    ],
    ['same-origin GET without Origin', { 'x-csrf': '1', 'sec-fetch-site': 'same-origin' }],
    ['no fetch metadata (old browser, server call)', { 'x-csrf': '1' }],
    ['user-initiated (sec-fetch-site none)', { 'x-csrf': '1', 'sec-fetch-site': 'none' }],
  ])('allows %s', (_name, headers) => {
    expect(checkCsrf(request(headers)).ok).toBe(true);
  });

  it.each([
    ['no x-csrf header', { origin: 'http://localhost:3000' }],
    ['x-csrf with another value', { 'x-csrf': 'true' }],
    ['foreign Origin', { 'x-csrf': '1', origin: 'https://evil.example' }],
    ['Origin on another port', { 'x-csrf': '1', origin: 'http://localhost:3001' }],
    ['opaque Origin', { 'x-csrf': '1', origin: 'null' }],
    ['cross-site fetch', { 'x-csrf': '1', 'sec-fetch-site': 'cross-site' }],
    ['same-site (sibling subdomain) fetch', { 'x-csrf': '1', 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', (_name, headers) => {
    expect(checkCsrf(request(headers)).ok).toBe(false);
  });

  it('accepts the https Origin behind a TLS-terminating proxy that reports it', () => {
    const headers = { 'x-csrf': '1', origin: 'https://agent.example.com', 'x-forwarded-proto': 'https' };
    expect(checkCsrf(request(headers, 'http://agent.example.com/api/jwt/user')).ok).toBe(true);
    expect(
      checkCsrf(request({ ...headers, origin: 'https://evil.example' }, 'http://agent.example.com/api/jwt/user')).ok,
    ).toBe(false);
  });

  // The standalone server builds request.url from its bind address; the browser's Origin names
  // the host it addressed, which arrives as Host (or X-Forwarded-Host behind a proxy).
  describe('behind the standalone server (request.url on 0.0.0.0)', () => {
    const bound = 'http://0.0.0.0:3000/api/jwt/login';

    it('accepts the Origin that matches the Host header', () => {
      const headers = {
        'x-csrf': '1',
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'sec-fetch-site': 'same-origin',
      };
      expect(checkCsrf(request(headers, bound)).ok).toBe(true);
      expect(
        checkCsrf(request({ ...headers, origin: 'http://ua.localhost:3000', host: 'ua.localhost:3000' }, bound)).ok,
      ).toBe(true);
    });

    it('accepts the public https origin a proxy reports in X-Forwarded-Host and -Proto', () => {
      const headers = {
        'x-csrf': '1',
        origin: 'https://agent.example.md',
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'agent.example.md',
        'x-forwarded-proto': 'https',
      };
      expect(checkCsrf(request(headers, bound)).ok).toBe(true);
    });

    it('still refuses an Origin that is not the addressed host', () => {
      const headers = { 'x-csrf': '1', origin: 'http://evil.localhost:3000', host: 'localhost:3000' };
      expect(checkCsrf(request(headers, bound)).ok).toBe(false);
      expect(checkCsrf(request({ ...headers, origin: 'http://localhost:3000', host: 'other.example' }, bound)).ok).toBe(
        false,
      );
    });
  });

  it('accepts a theme host the browser talks to, though Next reports its own listening host', () => {
    const headers = {
      'x-csrf': '1',
      origin: 'http://ua.localhost:3000',
      host: 'ua.localhost:3000',
      'sec-fetch-site': 'same-origin',
    };
    expect(checkCsrf(request(headers)).ok).toBe(true);
    expect(checkCsrf(request({ ...headers, origin: 'http://evil.localhost:3000' })).ok).toBe(false);
    expect(
      checkCsrf(request({ ...headers, host: 'ua.localhost:3000/evil', origin: 'http://ua.localhost:3000/evil' })).ok,
    ).toBe(false);
  });
});

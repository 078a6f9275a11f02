import { connect } from 'node:net';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './helpers';
import { PORTAL_PORT } from './ports';

/**
 * What the production server answers before and around the pages and the BFF (docs/testing.md,
 * "Security"), in both server modes (`PORTAL_SERVER=next` runs these too): the baseline security
 * headers on every answer, request targets that are not paths refused, no image optimiser, one
 * request-body limit with a 413 in the user's language, and a session cookie that no longer
 * opens cleared by the API's 401.
 */

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** One request written byte for byte (the request target as given, no client normalising it). */
function raw(method: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORTAL_PORT, '127.0.0.1');
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: localhost:${PORTAL_PORT}`,
      'Connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...fields] = head.split('\r\n');
      const map = new Map<string, string>();
      for (const field of fields) {
        const at = field.indexOf(':');
        map.set(field.slice(0, at).trim().toLowerCase(), field.slice(at + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: map, body: rest.join('\r\n\r\n') });
    });
  });
}

/** The baseline every answer carries (server-guard.mjs). */
function baselineOf(answer: RawAnswer) {
  const h = answer.headers;
  return {
    'x-content-type-options': h.get('x-content-type-options'),
    'referrer-policy': h.get('referrer-policy'),
    'cross-origin-opener-policy': h.get('cross-origin-opener-policy'),
    'x-frame-options': h.get('x-frame-options'),
    'permissions-policy': h.get('permissions-policy'),
    'frame-ancestors none': /frame-ancestors 'none'/.test(h.get('content-security-policy') ?? ''),
  };
}

const BASELINE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'frame-ancestors none': true,
};

test.describe('the production server, around the pages and the BFF', () => {
  test('every answer carries the baseline security headers: Next’s 404s and redirects, static files, refusals', async ({
    request,
  }) => {
    const login = await request.get('/auth/login');
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await login.text())?.[1];
    expect(script).toBeDefined();
    const cases: [method: string, target: string][] = [
      ['GET', '/favicon-nope.png'],
      ['GET', '/themes/nope.png'],
      ['GET', '/fonts/nope.woff2'],
      ['GET', '/themes/carpati/logo.svg'],
      ['GET', script!],
      ['GET', '/_next/static/nope.js'],
      ['GET', '/api/%c0%ae'],
      ['TRACE', '/'],
      ['OPTIONS', '*'],
      ['GET', '/orders/'],
      ['GET', '//orders'],
      ['GET', '/orders'],
      ['GET', '/_next/image?url=%2Fthemes%2Fcarpati%2Flogo.svg&w=64&q=75'],
      ['GET', 'http://evil.example/orders'],
      ['GET', '/api/health'],
      ['GET', '/api/jwt/user'],
    ];
    const answers = await Promise.all(cases.map(([method, target]) => raw(method, target)));
    const missing = answers
      .map((answer, i) => ({ request: cases[i]!.join(' '), status: answer.status, baseline: baselineOf(answer) }))
      .filter(({ baseline }) => JSON.stringify(baseline) !== JSON.stringify(BASELINE));
    expect(missing).toEqual([]);
    // The kinds of answer the list is meant to hold are still what it holds.
    expect(answers.map((a) => a.status)).toEqual([
      404, 404, 404, 200, 200, 404, 400, 405, 400, 308, 308, 307, 404, 400, 200, 403,
    ]);
  });

  test('a request target that is not a path, or not a decodable one, is refused with 400, never redirected to the host it names; TRACE is a 405', async () => {
    for (const target of [
      'http://evil.example/orders',
      'https://evil.example/',
      'http://localhost/orders',
      '*',
      'orders',
      // Not valid percent-encoding: Next would fail to decode the page's segment and answer 500.
      '/orders/book/%ZZ',
      '/publications/%E0%A4%A',
      '/api/%c0%ae',
    ]) {
      const answer = await raw('GET', target);
      expect({ target, status: answer.status, location: answer.headers.get('location') }).toEqual({
        target,
        status: 400,
        location: undefined,
      });
      expect(answer.body).not.toContain('evil.example');
    }
    expect((await raw('TRACE', '/')).status).toBe(405);
    // No connection upgrade either, whatever its target: the socket is closed unanswered.
    for (const target of ['/', 'http://169.254.169.254/latest/meta-data/']) {
      const upgrade = await raw('GET', target, {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      });
      expect({ target, status: upgrade.status }).toEqual({ target, status: Number.NaN });
    }
  });

  test('the image optimiser is off: /_next/image is a 404 whatever it is asked to fetch', async ({ request }) => {
    const existing = await request.get('/_next/image?url=%2Fthemes%2Fcarpati%2Flogo.svg&w=64&q=75');
    const internal = await request.get('/_next/image?url=%2Fapi%2Fhealth&w=64&q=75');
    const missing = await request.get('/_next/image?url=%2Fno-such.png&w=64&q=75');
    const bare = await request.get('/_next/image');
    // The same answer whether the URL exists or not: the optimiser fetched nothing.
    expect([existing.status(), internal.status(), missing.status(), bare.status()]).toEqual([404, 404, 404, 404]);
    expect(new Set([await existing.text(), await internal.text(), await missing.text()]).size).toBe(1);
    // The file itself is served as it is.
    expect((await request.get('/themes/carpati/logo.svg')).status()).toBe(200);
  });

  test('a body between the booking API’s limit and any larger cap is a 413 in the user’s language, not a 502', async ({
    request,
  }) => {
    const signedIn = await request.post('/api/jwt/login', {
      headers: { 'x-csrf': '1' },
      data: { login: 'agent@demo.travel', password: DEMO_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    // 1 MiB (the shared limit) + 64 KiB.
    const body = JSON.stringify({ note: 'x'.repeat(1024 * 1024 + 64 * 1024) });
    for (const [language, message] of [
      ['ru', 'Запрос слишком большой.'],
      ['en', 'The request is too large.'],
      ['ua', 'Запит завеликий.'],
    ] as const) {
      const answer = await request.post('/api/v1/core/client-error', {
        headers: {
          'x-csrf': '1',
          'content-type': 'application/json',
          'accept-language': language === 'ua' ? 'uk' : language,
        },
        data: body,
      });
      expect(answer.status()).toBe(413);
      expect((await answer.json()).message).toBe(message);
    }
  });

  test('the API’s 401 for a session cookie that no longer opens clears that cookie', async ({ request }) => {
    const answer = await request.get('/api/jwt/user', {
      headers: { 'x-csrf': '1', cookie: 'agency_session=Fe26.2*1*sealed-with-a-secret-rotated-away' },
    });
    expect(answer.status()).toBe(401);
    const cleared = answer
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('agency_session=;'));
    expect(cleared).toHaveLength(1);
    expect(cleared[0]!.value).toMatch(/Max-Age=0/);
  });
});

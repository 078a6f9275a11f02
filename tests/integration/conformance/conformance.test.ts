import { formatJunit, formatTable } from '@/lib/contract/conformance/report';
import { runConformance, type ConformanceReport } from '@/lib/contract/conformance/run';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { startBrokenBackend, type Fault } from './broken-backend';

// The conformance kit (docs/booking-api/README.md "The conformance kit") against the demo backend,
// which must pass it, and against a broken one, which must fail the check that names its fault.

let backend: DemoBackend;
beforeAll(async () => {
  backend = await startDemoBackend();
});
afterAll(() => backend.close());

const failures = (report: ConformanceReport) => report.results.filter((r) => r.result === 'fail');

it('the demo backend passes it, for the manager and an agent', async () => {
  for (const login of ['manager@demo.travel', 'agent@demo.travel']) {
    const report = await runConformance({ backend: backend.url, login, password: 'demo12345' });
    expect({ login, failures: failures(report) }).toEqual({ login, failures: [] });
    const passed = report.results.filter((r) => r.result === 'pass').map((r) => r.name);
    expect(passed).toEqual(
      expect.arrayContaining([
        'GET orders',
        'refresh: rotation',
        'refresh: grace window',
        'logout: revokes the refresh token',
        '422: POST jwt/login with an empty body',
        '401: GET jwt/user without a token',
        '404: GET orders/{id} of no order',
        'GET orders?page[size]=1',
      ]),
    );
    expect(passed.some((name) => name.endsWith('in ru, ro, en, ua'))).toBe(true);
    if (login !== 'agent@demo.travel') continue;
    // The agent is refused the agency's calls: a 403 with the error shape, those reads skipped for the role.
    expect(report.results.find((r) => r.name.startsWith('403: '))).toMatchObject({ result: 'pass' });
    expect(report.results.find((r) => r.name === 'GET payment/gateways')).toMatchObject({
      result: 'skip',
      why: expect.stringContaining('skipped (role)'),
    });
    expect(formatTable(report.results)).toMatch(/GET orders +PASS/);
    expect(formatJunit(report.results)).toContain(
      '<testcase classname="booking-api-conformance.orders" name="GET orders"/>',
    );
  }
}, 60_000);

it.each<[Fault, string[], RegExp]>([
  // Its paging check is not run: only a list that passed is paged.
  ['rename', ['GET orders'], /data\[0\]\.number: /],
  ['no-field-errors', ['422: POST jwt/login with an empty body'], /errors: missing/],
  ['no-grace', ['refresh: grace window'], /REDIS_URL/],
])(
  'a backend with the fault %s fails exactly %j',
  async (fault, names, why) => {
    const broken = await startBrokenBackend(backend.url, fault);
    try {
      const report = await runConformance({ backend: broken.url, login: 'agent@demo.travel', password: 'demo12345' });
      expect(failures(report).map((r) => r.name)).toEqual(names);
      expect(failures(report)[0]!.why).toMatch(why);
    } finally {
      await broken.close();
    }
  },
  30_000,
);

it('refuses a path off the backend and never follows a redirect', async () => {
  const { BackendClient } = await import('@/lib/contract/conformance/client');
  const client = new BackendClient(backend.url);
  expect(() => client.url('//example.com/api/orders')).toThrow(/off the backend/);
  expect(() => client.url('../orders')).toThrow(/off the backend/);
  expect(() => client.url('http://example.com/api/orders')).toThrow(/off the backend/);
});

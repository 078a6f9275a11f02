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

const KEY_CHECKS = [
  'GET orders',
  'refresh: rotation',
  'refresh: grace window',
  'logout: revokes the refresh token',
  '422: POST jwt/login with an empty body',
  '422: POST v1/avatars with a text file',
  '401: GET jwt/user without a token',
  '404: GET orders/{id} of no order',
  'GET orders?page[size]=1',
];
const passed = (report: ConformanceReport) => report.results.filter((r) => r.result === 'pass').map((r) => r.name);

it('the demo backend passes it read-only, as the agency manager', async () => {
  const report = await runConformance({ backend: backend.url, login: 'manager@demo.travel', password: 'demo12345' });
  expect(failures(report)).toEqual([]);
  expect(passed(report)).toEqual(expect.arrayContaining([...KEY_CHECKS, 'GET v1/employees', 'GET payment/gateways']));
  expect(passed(report).some((name) => name.endsWith('in ru, ro, en, ua'))).toBe(true);
  // The manager is refused the agency's contract: a 403 with the error shape, that read skipped for the role.
  expect(report.results.find((r) => r.name.startsWith('403: '))).toMatchObject({ result: 'pass' });
  expect(report.results.find((r) => r.name === 'GET agencies/contract')).toMatchObject({
    result: 'skip',
    why: expect.stringContaining('skipped (role)'),
  });
  expect(report.results.find((r) => r.suite === 'write')).toMatchObject({ result: 'skip' });
  expect(formatTable(report.results)).toMatch(/GET orders +PASS/);
  expect(formatJunit(report.results)).toContain(
    '<testcase classname="booking-api-conformance.orders" name="GET orders"/>',
  );
}, 60_000);

it('the demo backend passes it with --write, as an agent of a second agency (the sandbox)', async () => {
  const report = await runConformance({
    backend: backend.url,
    login: 'agent@partner.travel',
    password: 'demo12345',
    write: true,
  });
  expect(failures(report)).toEqual([]);
  expect(passed(report)).toEqual(
    expect.arrayContaining([
      'save an offer: POST search/offers',
      'book a tour: POST v2/orders/book/{sid}',
      'cancel the tour: POST orders/{id}/cancel_request',
      'hold and book a flight: POST orders/air_tickets/book/{hash}',
      'cancel the ticket order: POST ats/orders/{id}/cancel',
      'upload an avatar: POST v1/avatars',
      'upload an avatar: PATCH v1/avatars',
    ]),
  );
}, 60_000);

const FAULTS: [Fault, string[], RegExp][] = [
  // Its paging check is not run: only a list that passed is paged.
  ['rename', ['GET orders'], /data\[0\]\.number: /],
  // Every 422 loses its field errors: the sign-in's and the upload's.
  [
    'no-field-errors',
    ['422: POST jwt/login with an empty body', '422: POST v1/avatars with a text file'],
    /errors: missing/,
  ],
  ['no-grace', ['refresh: grace window'], /REDIS_URL/],
];

it('a broken backend fails exactly the check of its fault, named (the three faults at once)', async () => {
  const reports = await Promise.all(
    FAULTS.map(async ([fault]) => {
      const broken = await startBrokenBackend(backend.url, fault);
      try {
        return await runConformance({ backend: broken.url, login: 'agent@demo.travel', password: 'demo12345' });
      } finally {
        await broken.close();
      }
    }),
  );
  FAULTS.forEach(([fault, names, why], i) => {
    const failed = failures(reports[i]!);
    expect({ fault, failed: failed.map((r) => r.name) }).toEqual({ fault, failed: names });
    expect(failed[0]!.why).toMatch(why);
  });
}, 60_000);

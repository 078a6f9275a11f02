import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { BackendClient, OffOriginError } from '@/lib/contract/conformance/client';
import {
  fail,
  formatJunit,
  formatTable,
  issuePath,
  pass,
  schemaProblem,
  skip,
} from '@/lib/contract/conformance/report';
import { CALLS } from '@/lib/contract/calls';
import { ordersListSchema } from '@/lib/schemas/orders';

// The conformance kit's pure parts (docs/booking-api/README.md "The conformance kit"); its run
// against the demo backend and a broken one: tests/integration/conformance/.

describe('the report', () => {
  it('names a zod issue by its path, as data[0].number', () => {
    expect(issuePath(['data', 0, 'number'])).toBe('data[0].number');
    expect(issuePath([])).toBe('(body)');
    const problem = schemaProblem(ordersListSchema, { data: [{ id: 1 }], meta: { total: 1, page: 1, size: 1 } });
    expect(problem).toMatch(/^data\[0\]\.number: /);
  });

  it('accepts a body one of several schemas accepts, and reports the closest otherwise', () => {
    const a = z.object({ a: z.string() });
    const b = z.object({ b: z.number(), c: z.number() });
    expect(schemaProblem([a, b], { b: 1, c: 2 })).toBeNull();
    expect(schemaProblem([a, b], { b: 1 })).toMatch(/^a: /);
  });

  it('prints a table and JUnit XML with every failure and skip, escaped', () => {
    const results = [
      pass('orders', 'GET orders', 'answer matches the schema'),
      fail('orders', 'GET orders/{id}', 'data.number: <missing> & "wrong"'),
      skip('errors', '303: the redirect field', 'no read-only call answered 303'),
    ];
    expect(formatTable(results)).toMatch(/GET orders\/\{id\} +FAIL +data\.number/);
    expect(formatTable(results)).toContain('1 passed, 1 failed, 1 skipped');
    const xml = formatJunit(results);
    expect(xml).toContain('<testsuite name="orders" tests="2" failures="1" skipped="0">');
    expect(xml).toContain('<failure message="data.number: &lt;missing&gt; &amp; &quot;wrong&quot;">');
    expect(xml).toContain('<skipped message="no read-only call answered 303"/>');
    expect(xml).toContain('<testsuites name="booking-api-conformance" tests="3" failures="1">');
  });
});

describe('the client', () => {
  const client = new BackendClient('https://booking.example.com/base/');

  it('builds a call below the backend’s /api/, arrays comma-joined', () => {
    expect(client.url('orders', { status: ['new', 'paid'], 'page[size]': 1, skip: undefined }).href).toBe(
      'https://booking.example.com/base/api/orders?status=new%2Cpaid&page%5Bsize%5D=1',
    );
  });

  it('refuses a path that leaves the backend', () => {
    for (const path of ['//evil.example/api/orders', 'https://evil.example/api/', '../orders', '/api/orders'])
      expect(() => client.url(path)).toThrow(OffOriginError);
  });
});

it('knows from the registry what each guarded call needs: capabilities of the permission table', () => {
  const needs = (method: string, path: string) => CALLS.find((c) => c.method === method && c.path === path)!.needs;
  expect(needs('GET', 'payment/gateways/{id}')).toEqual(['gateways.manage']);
  expect(needs('GET', 'ats/orders/{id}/edit')).toEqual(['ats.manage']);
  expect(needs('GET', 'ats/user-links')).toEqual(['ats.read']);
  expect(needs('PATCH', 'ats/orders-properties')).toEqual(['ats.manage']);
  expect(needs('GET', 'orders')).toBeUndefined();
  expect(needs('GET', 'ats/orders')).toBeUndefined();
  expect(CALLS.filter((c) => c.method === 'GET' && c.needs).length).toBeGreaterThan(30);
});

it('an unreachable backend is an answer of status 0 that says why, not a crash', async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  const answer = await new BackendClient(`http://127.0.0.1:${port}`, 2_000).call('jwt/user');
  expect(answer).toMatchObject({ status: 0, error: 'no answer (ECONNREFUSED)' });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, PARAMETERS, ROUTES } from '@/lib/bff/allowlist';
import { CALLS } from '@/lib/contract/calls';

// The call registry (lib/contract/calls.ts) against the allowlist and lib/backend: docs/booking-api/README.md.

const SAMPLES: Record<string, string> = {
  id: '7',
  uuid: '0b0e3c5e-1d2f-4a6b-8c9d-0e1f2a3b4c5d',
};
const key = (method: string, path: string) => `${method} ${path}`;
const asRegistryPath = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

describe('the booking API call registry', () => {
  it('has one entry per allowlist rule', () => {
    for (const rule of ROUTES) {
      const entries = CALLS.filter(
        (call) => !call.serverOnly && key(call.method, call.path) === key(rule.method, asRegistryPath(rule.pattern)),
      );
      expect([key(rule.method, rule.pattern), entries.length]).toEqual([key(rule.method, rule.pattern), 1]);
    }
  });

  it('lists no call twice', () => {
    const keys = CALLS.map((call) => key(call.method, call.path));
    expect(keys.filter((one, index) => keys.indexOf(one) !== index)).toEqual([]);
  });

  it('has every call the browser may make allowed by the allowlist, and none of the server-only ones', () => {
    for (const call of CALLS) {
      const segments = call.path.split('/').map((segment) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!name) return segment;
        expect([call.path, name in PARAMETERS]).toEqual([call.path, true]);
        return SAMPLES[name] ?? 'a-token_1';
      });
      const rule = matchRoute(call.method, segments);
      if (call.serverOnly) expect([call.path, rule]).toEqual([call.path, null]);
      else {
        expect([call.path, rule && asRegistryPath(rule.pattern)]).toEqual([call.path, call.path]);
        expect([call.path, rule?.public === true]).toEqual([call.path, call.public === true]);
      }
    }
  });

  it('names every path lib/backend and the BFF call', () => {
    const files = [
      ...readdirSync('lib/backend').map((name) => join('lib/backend', name)),
      'lib/bff/login.ts',
      'lib/bff/refresh.ts',
      'lib/bff/print-offers.ts',
    ];
    const literals = files.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?:backendJson|backendFetch|catalogueJson|backendUrlFor\(call,)\(?\s*(['`])([^'`]+)\1/g,
        ),
      ].map((match) => ({ file, path: match[2]! })),
    );
    expect(literals.length).toBeGreaterThan(40);
    const patterns = CALLS.map(
      (call) => new RegExp(`^${call.path.replace(/\{\w+\}/g, '[^/]+').replace(/[.]/g, '\\.')}$`),
    );
    for (const { file, path } of literals) {
      // lib/backend/shared-selections.ts builds its paths with pathOf(token).
      const wire = path.replace('${pathOf(token)}', 'public/shared-selections/x').replace(/\$\{[^}]+\}/g, 'x');
      expect([file, path, patterns.some((pattern) => pattern.test(wire))]).toEqual([file, path, true]);
    }
    for (const path of [
      'jwt/refresh-token',
      'public/shared-selections/{token}',
      'public/shared-selections/{token}/answers',
    ])
      expect(CALLS.some((call) => call.path === path && call.serverOnly)).toBe(true);
  });

  it('says for every call which answer the portal reads', () => {
    for (const call of CALLS)
      expect([
        call.path,
        Boolean(call.answer.schema ?? call.answer.binary ?? call.answer.unread ?? call.portalAnswers),
      ]).toEqual([call.path, true]);
  });
});

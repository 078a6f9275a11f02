import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildOpenApi } from '@/lib/contract/openapi';
import { CALLS } from '@/lib/contract/calls';

// docs/booking-api/openapi.json is written by `npm run api:spec` from the call registry; it must not drift.

const committed = JSON.parse(readFileSync('docs/booking-api/openapi.json', 'utf8')) as Record<string, unknown>;
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

describe('the booking API document', () => {
  const document = buildOpenApi({ version });

  it('is the committed docs/booking-api/openapi.json (else run npm run api:spec)', () => {
    // Compared as JSON with its key order: Prettier's layout is not part of it.
    expect(JSON.stringify(document) === JSON.stringify(committed)).toBe(true);
  });

  it('has every backend call once, with its localisation header, security and error answers', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const backendCalls = CALLS.filter((call) => !call.portalAnswers);
    expect(Object.values(paths).reduce((count, item) => count + Object.keys(item).length, 0)).toBe(backendCalls.length);
    for (const call of backendCalls) {
      const operation = paths[`/${call.path}`]![call.method.toLowerCase()]!;
      expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/Localization' });
      expect(operation.security).toEqual(call.public ? [] : [{ bearer: [] }]);
      expect(Object.keys(operation.responses as object).sort()).toEqual(
        [String(call.answer.status), ...call.errors.map(String)].sort(),
      );
    }
  });

  it('refers only to components it defines', () => {
    const components = document.components as Record<string, Record<string, unknown>>;
    const text = JSON.stringify(document);
    for (const [, kind, name] of text.matchAll(/"#\/components\/(\w+)\/([^"]+)"/g))
      expect([kind, name, name! in (components[kind!] ?? {})]).toEqual([kind, name, true]);
  });

  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', () => {
    // The validator is an ES module only, which jest's CommonJS run cannot load: a child node reads the file.
    const script = [
      "import { readFileSync } from 'node:fs';",
      "import { Validator } from '@seriousme/openapi-schema-validator';",
      'const validator = new Validator();',
      "const result = await validator.validate(JSON.parse(readFileSync(process.argv[1], 'utf8')));",
      'console.log(JSON.stringify({ version: validator.version, valid: result.valid, errors: result.errors ?? null }));',
    ].join('\n');
    const answer = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, 'docs/booking-api/openapi.json'],
      {
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(answer)).toEqual({ version: '3.1', valid: true, errors: null });
  });
});

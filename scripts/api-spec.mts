/**
 * `npm run api:spec`: writes the booking API's OpenAPI document, docs/booking-api/openapi.json,
 * from the call registry (lib/contract/openapi.ts), and its readable reference,
 * docs/booking-api/index.html, with Redoc (one self-contained file: no CDN, it opens offline).
 * docs/booking-api/README.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildOpenApi } from '@/lib/contract/openapi';

const root = resolve(import.meta.dirname, '..');
const target = resolve(root, 'docs/booking-api/openapi.json');
const page = resolve(root, 'docs/booking-api/index.html');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
const document = buildOpenApi({ version });
const options = (await resolveConfig(target)) ?? {};
writeFileSync(target, await format(JSON.stringify(document, null, 2), { ...options, filepath: target }));
console.log(`wrote ${target}`);

execFileSync(
  resolve(root, 'node_modules/.bin/redocly'),
  ['build-docs', target, '--inlineBundle', '--output', page, '--title', 'Booking API: what the agency portal calls'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    // No usage report and no update check: the build needs no network.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
console.log(`wrote ${page}`);

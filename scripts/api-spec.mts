/**
 * `npm run api:spec`: writes the booking API's OpenAPI document, docs/booking-api/openapi.json,
 * from the call registry (lib/contract/openapi.ts; docs/booking-api/README.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildOpenApi } from '@/lib/contract/openapi';

const root = resolve(import.meta.dirname, '..');
const target = resolve(root, 'docs/booking-api/openapi.json');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
const document = buildOpenApi({ version });
const options = (await resolveConfig(target)) ?? {};
writeFileSync(target, await format(JSON.stringify(document, null, 2), { ...options, filepath: target }));
console.log(`wrote ${target}`);

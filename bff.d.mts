// The types of `bff.mjs`, which server.mjs imports: the BFF bundle scripts/bff-bundle.mjs writes
// beside it in .next/standalone from lib/bff/node-entry.ts. Lets `npm run typecheck` check server.mjs.
export * from './lib/bff/node-entry';

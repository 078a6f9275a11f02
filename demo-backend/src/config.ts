import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// Read once at start; a bad value stops the process with a readable message instead of a late crash.
const envSchema = z.object({
  DEMO_BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // Loopback unless told otherwise: in a container the portal reaches it from another network namespace.
  DEMO_BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  DEMO_ACCESS_TTL_S: z.coerce.number().int().min(1).default(900),
  DEMO_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  // In this package's data/ whichever directory it starts from (the root's scripts or its own).
  DEMO_DB_PATH: z
    .string()
    .min(1)
    .default(path.join(__dirname, '..', 'data', 'demo.sqlite')),
  PORTAL_URL: z.url().default('http://localhost:3000'),
  // Where a browser reaches this backend (the card payment gateway page); http://localhost:<port> by default.
  DEMO_PUBLIC_URL: z.url().optional(),
  DEMO_CONFIRM_DELAY_S: z.coerce.number().min(0).default(5),
  DEMO_CANCEL_DELAY_S: z.coerce.number().min(0).default(10),
  // Flight tickets (docs/product.md §11): how long a hash holds a fare's price and a booked hold
  // waits for payment, and how long after payment the e-tickets are issued.
  DEMO_HOLD_TTL_S: z.coerce.number().int().min(1).default(1200),
  DEMO_TICKETING_DELAY_S: z.coerce.number().int().min(0).default(60),
  // No default: unset, a random key is made at every start (tokens of an earlier run then fail and
  // the portal refreshes them; refresh tokens live in the database). docs/deployment.md.
  DEMO_JWT_SECRET: z.string().min(32).optional(),
  // Lets a client that is not on loopback use the /__demo hooks (header `x-demo-token`).
  DEMO_HOOKS_TOKEN: z.string().min(24).optional(),
  // Abuse limits (docs/deployment.md): the peers whose X-Forwarded-For names the client, and the password checks per second.
  DEMO_TRUST_PROXY: z
    .string()
    .min(1)
    .refine(
      (value) => value.split(',').every((entry) => isIP(entry.trim().split('/')[0] ?? '') !== 0),
      'a comma-separated list of addresses or CIDR blocks',
    )
    .optional(),
  DEMO_PASSWORD_CHECKS_PER_S: z.coerce.number().int().min(1).default(20),
  // Render the agency documents' PDFs in the background at start; the test servers turn it off.
  DEMO_WARM_DOCUMENTS: z.enum(['true', 'false']).default('true'),
  // The reports' year of ticket sales seeded into a fresh database (docs/product.md §13).
  DEMO_SALES_YEAR_ORDERS: z.coerce.number().int().min(0).max(1_000_000).default(100_000),
});

export interface DemoConfig {
  port: number;
  host: string;
  accessTtlS: number;
  latencyMs: number;
  dbPath: string;
  portalUrl: string;
  publicUrl: string;
  confirmDelayS: number;
  cancelDelayS: number;
  holdTtlS: number;
  ticketingDelayS: number;
  jwtSecret: string;
  /** True when DEMO_JWT_SECRET was unset and `jwtSecret` was made for this start. */
  jwtSecretGenerated: boolean;
  hooksToken?: string;
  trustProxy: string | undefined;
  passwordChecksPerS: number;
  warmDocuments: boolean;
  salesYearOrders: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): DemoConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid demo backend configuration:\n${lines.join('\n')}`);
  }
  const v = parsed.data;
  const dbPath = path.resolve(v.DEMO_DB_PATH);
  mkdirSync(path.dirname(dbPath), { recursive: true });
  return {
    port: v.DEMO_BACKEND_PORT,
    host: v.DEMO_BACKEND_HOST,
    accessTtlS: v.DEMO_ACCESS_TTL_S,
    latencyMs: v.DEMO_LATENCY_MS,
    dbPath,
    portalUrl: v.PORTAL_URL.replace(/\/+$/, ''),
    publicUrl: (v.DEMO_PUBLIC_URL ?? `http://localhost:${v.DEMO_BACKEND_PORT}`).replace(/\/+$/, ''),
    confirmDelayS: v.DEMO_CONFIRM_DELAY_S,
    cancelDelayS: v.DEMO_CANCEL_DELAY_S,
    holdTtlS: v.DEMO_HOLD_TTL_S,
    ticketingDelayS: v.DEMO_TICKETING_DELAY_S,
    jwtSecret: v.DEMO_JWT_SECRET ?? randomBytes(32).toString('base64url'),
    jwtSecretGenerated: v.DEMO_JWT_SECRET === undefined,
    hooksToken: v.DEMO_HOOKS_TOKEN,
    trustProxy: v.DEMO_TRUST_PROXY,
    passwordChecksPerS: v.DEMO_PASSWORD_CHECKS_PER_S,
    warmDocuments: v.DEMO_WARM_DOCUMENTS === 'true',
    salesYearOrders: v.DEMO_SALES_YEAR_ORDERS,
  };
}

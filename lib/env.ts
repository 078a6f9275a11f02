import { z } from 'zod';

// A fixed secret for development and tests only; production refuses to start without its own.
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production-0123456789';

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    BOOKING_API_URL: z.url().default('http://127.0.0.1:4000'),
    SESSION_SECRET: z.string().optional(),
    // The secret SESSION_SECRET replaced, during a rotation: cookies sealed with it are still
    // read; every new one is sealed with SESSION_SECRET (docs/deployment.md).
    SESSION_SECRET_PREVIOUS: z.string().optional(),
    // Milliseconds; 60 s by docs/product.md §9. Tests shorten it to prove the 504 path.
    BFF_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    // Milliseconds a server-rendered page waits for the backend in all (docs/architecture.md §3):
    // past it the page shows the 888 network page instead of waiting out the BFF's 60 s.
    PAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(12_000),
    // Set to "true" behind TLS so the cookie gets Secure and the __Host- prefix outside production too.
    SECURE_COOKIES: z.enum(['true', 'false']).optional(),
    // "1": the BFF reports its stages in a Server-Timing header (`npm run bench`'s breakdown).
    BFF_TIMING: z.enum(['0', '1']).optional(),
    // Where replicas share the BFF's limits and the refresh lock (docs/deployment.md, "Several
    // replicas"): redis://[user:password@]host[:port][/db], or rediss:// for TLS. Unset: each
    // process keeps them in memory.
    REDIS_URL: z
      .string()
      .optional()
      .refine(
        (value) => !value || isRedisUrl(value),
        'REDIS_URL must be a redis:// or rediss:// URL with a host, e.g. redis://redis:6379/0',
      ),
  })
  .transform((env, ctx) => {
    const secret = env.SESSION_SECRET ?? (env.NODE_ENV === 'production' ? undefined : DEV_SESSION_SECRET);
    if (!secret || secret.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET must be set to at least 32 characters in production',
      });
      return z.NEVER;
    }
    const previous = env.SESSION_SECRET_PREVIOUS || undefined;
    if (previous !== undefined && previous.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET_PREVIOUS'],
        message: 'SESSION_SECRET_PREVIOUS must be at least 32 characters when set',
      });
      return z.NEVER;
    }
    const secureCookies = env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : env.NODE_ENV === 'production';
    return {
      nodeEnv: env.NODE_ENV,
      bookingApiUrl: env.BOOKING_API_URL.replace(/\/+$/, ''),
      sessionSecret: secret,
      previousSessionSecret: previous === secret ? undefined : previous,
      bffTimeoutMs: env.BFF_TIMEOUT_MS,
      pageTimeoutMs: env.PAGE_TIMEOUT_MS,
      secureCookies,
      bffTiming: env.BFF_TIMING === '1',
      redisUrl: env.REDIS_URL || undefined,
    };
  });

export type Env = z.output<typeof envSchema>;

/** Parses an environment; throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

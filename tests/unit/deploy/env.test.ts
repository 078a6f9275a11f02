import { parseEnv } from '@/lib/env';

const secret = 'x'.repeat(32);

describe('environment validation', () => {
  it('refuses production without SESSION_SECRET, naming it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET.*32/);
    expect(() => parseEnv({ NODE_ENV: 'development', SESSION_SECRET: 'x'.repeat(31) })).toThrow(/SESSION_SECRET/);
  });

  it('works in development with defaults', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      bookingApiUrl: 'http://127.0.0.1:4000',
      bffTimeoutMs: 60_000,
      secureCookies: false,
      bffTiming: false,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('uses secure cookies in production and drops a trailing slash of the backend URL', () => {
    const config = parseEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      BOOKING_API_URL: 'https://api.example.com/',
    });
    expect(config).toMatchObject({
      secureCookies: true,
      bookingApiUrl: 'https://api.example.com',
      sessionSecret: secret,
    });
  });

  it('refuses a malformed backend URL and a bad timeout', () => {
    expect(() => parseEnv({ BOOKING_API_URL: 'not a url' })).toThrow(/BOOKING_API_URL/);
    expect(() => parseEnv({ BFF_TIMEOUT_MS: '-5' })).toThrow(/BFF_TIMEOUT_MS/);
  });

  it("gives pages a budget of 12 s, shorter than the BFF's 60 s, that PAGE_TIMEOUT_MS changes", () => {
    expect(parseEnv({})).toMatchObject({ pageTimeoutMs: 12_000, bffTimeoutMs: 60_000 });
    expect(parseEnv({ PAGE_TIMEOUT_MS: '3000' }).pageTimeoutMs).toBe(3_000);
    expect(() => parseEnv({ PAGE_TIMEOUT_MS: '0' })).toThrow(/PAGE_TIMEOUT_MS/);
  });

  it('turns the BFF stage timing on only for BFF_TIMING=1', () => {
    expect(parseEnv({ BFF_TIMING: '1' }).bffTiming).toBe(true);
    expect(parseEnv({ BFF_TIMING: '0' }).bffTiming).toBe(false);
    expect(() => parseEnv({ BFF_TIMING: 'yes' })).toThrow(/BFF_TIMING/);
  });

  it('takes a redis:// or rediss:// REDIS_URL and refuses anything else, naming it (the start stops)', () => {
    expect(parseEnv({}).redisUrl).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://redis:6379/0' }).redisUrl).toBe('redis://redis:6379/0');
    expect(parseEnv({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380' }).redisUrl).toBe(
      'rediss://user:pw@cache.example.com:6380',
    );
    for (const bad of ['localhost:6379', 'http://redis:6379', 'redis://', 'not a url']) {
      expect(() => parseEnv({ REDIS_URL: bad })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    }
  });
});

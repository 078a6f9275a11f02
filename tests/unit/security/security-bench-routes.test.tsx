import BenchBarePage from '@/app/bench-bare/page';

/**
 * The benchmark's bare page exists only in a build made for the benchmark (PORTAL_BENCH_ROUTES=1
 * when `next build` ran, inlined by next.config.ts): in a production build it is a 404
 * (docs/testing.md, "Security"). The proxy's side is in tests/unit/proxy/proxy-rules.test.ts.
 */

afterEach(() => {
  delete process.env.PORTAL_BENCH_ROUTES;
});

const digestOf = (render: () => unknown) => {
  try {
    render();
  } catch (error) {
    return (error as { digest?: string }).digest;
  }
  return 'rendered';
};

describe('the /bench-bare page', () => {
  it('is not found in a build without the benchmark flag', () => {
    expect(digestOf(() => BenchBarePage())).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    process.env.PORTAL_BENCH_ROUTES = 'true';
    expect(digestOf(() => BenchBarePage())).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  });

  it("renders its empty main in the benchmark's build", () => {
    process.env.PORTAL_BENCH_ROUTES = '1';
    expect(digestOf(() => BenchBarePage())).toBe('rendered');
  });
});

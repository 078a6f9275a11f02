// Components render here without Next's App Router, outside of which next/navigation's useRouter
// throws. Every unit test gets the history stand-in's router instead (a push moves the URL), the
// one of tests/unit/fixtures/history-navigation.ts, required on first use (it needs a window).
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => jest.requireActual('./fixtures/history-navigation').useRouter(),
}));

// GET /bench-bare: the empty page `npm run bench` measures as its baseline (first-load JS and
// server rendering of this build with nothing of the portal in it). Says nothing, links nothing;
// public by lib/bff/proxy-rules.ts.
export const dynamic = 'force-dynamic';

export default function BenchBarePage() {
  return <main />;
}

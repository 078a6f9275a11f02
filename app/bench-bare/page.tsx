import { notFound } from 'next/navigation';
import { benchRoutesBuilt } from '@/lib/proxy/proxy-rules';

// GET /bench-bare: the empty page `npm run bench` measures as its baseline (first-load JS and
// server rendering of this build with nothing of the portal in it). Says nothing, links nothing;
// public by lib/proxy/proxy-rules.ts. Only in the benchmark's build (PORTAL_BENCH_ROUTES=1 at build
// time); in any other it does not exist.
export const dynamic = 'force-dynamic';

export default function BenchBarePage() {
  if (!benchRoutesBuilt()) notFound();
  return <main />;
}

import { notFound } from 'next/navigation';
import { guardRoute } from '@/lib/route-guard';

// Any other /agency/{action}: each section has its own route (components/agency/agency-section-page.tsx).
// The guard first, as everywhere under /agency: a role without the agency's commission gets 403, others 404.
type Params = Record<string, string | string[] | undefined>;

export default async function UnknownAgencySection({ params }: { params: Promise<Params> }) {
  await guardRoute(`/agency/${String((await params).action)}`);
  notFound();
}

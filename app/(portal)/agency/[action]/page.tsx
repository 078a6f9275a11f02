import { notFound } from 'next/navigation';

// Any other /agency/{action}: each section has its own route (components/agency/agency-section-page.tsx).
// A role without the agency's commission gets 403 from proxy.ts's route check (its pattern in
// lib/shared/permissions.ts), the others 404 here.
export default function UnknownAgencySection(): never {
  notFound();
}

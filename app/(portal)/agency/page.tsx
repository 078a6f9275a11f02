import { redirect } from 'next/navigation';

/** SPEC.md §2: /agency opens its first section. */
export default function AgencyPage() {
  redirect('/agency/commission');
}

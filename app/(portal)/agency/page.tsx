import { redirect } from 'next/navigation';

/** docs/product.md §2: /agency opens its first section. */
export default function AgencyPage() {
  redirect('/agency/commission');
}

'use client';

import useSWR from 'swr';
import type { output } from 'zod';
import { apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { charterDetailsKey } from '@/lib/reports/report-url';
import type { CharterDetails, charterDetailsSchema } from '@/lib/schemas/reports';

// A charter flight's details (docs/product.md §13 "Report screens"): the server renders the one the
// URL opens; one opened from the list shows at once and loads here.
const fetchCharterDetails = apiRead((answer: output<typeof charterDetailsSchema>) => answer.data);

/** The open flight's tickets and payments; the server's answer when it opened the same flight. */
export function useCharterDetails(id: number, initial: CharterDetails | null) {
  return useSWR<CharterDetails>(
    charterDetailsKey(id),
    fetchCharterDetails,
    seededOptions(initial?.flight.id === id, initial ?? undefined),
  );
}

import 'server-only';
import { connection } from 'next/server';
import { getBanks, type Bank } from '@/lib/backend';

/**
 * The bank list for the agency forms. A failure does not take the whole page down: the form is
 * still shown (the user can read it) with a message that the banks could not be loaded.
 */
export async function loadBanks(): Promise<{ banks: Bank[]; failed: boolean }> {
  // Per request, never at build time: the list lives in the backend.
  await connection();
  try {
    return { banks: await getBanks(), failed: false };
  } catch (error) {
    console.error('contract/banks failed', error);
    return { banks: [], failed: true };
  }
}

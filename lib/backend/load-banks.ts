import 'server-only';
import { connection } from 'next/server';
import type { BranchesByBank } from '@/components/auth/agency-details-fields';
import { getBankBranches, getBanks, type Bank } from '@/lib/backend/contract';

/**
 * The banks and their branches for the agency forms, read on the server: the form shows a chosen
 * bank's branches at once, with no call from the browser. A failure does not take the whole page
 * down: the form is still shown (the user can read it) with a message that the banks could not
 * be loaded.
 */
export async function loadBanks(): Promise<{ banks: Bank[]; branches: BranchesByBank; failed: boolean }> {
  // Per request, never at build time: the list lives in the backend.
  await connection();
  try {
    const banks = await getBanks();
    const lists = await Promise.all(banks.map((bank) => getBankBranches(bank.id)));
    return {
      banks,
      branches: Object.fromEntries(banks.map((bank, index) => [String(bank.id), lists[index]!])),
      failed: false,
    };
  } catch (error) {
    console.error('contract/banks failed', error);
    return { banks: [], branches: {}, failed: true };
  }
}

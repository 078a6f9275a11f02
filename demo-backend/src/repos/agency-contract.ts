import type { AgencyDetails } from '@/lib/schemas/contract';
import type { Db } from '../db/open';
import { commissionAnnex } from '../orders/commission';
import type { ContractParty, PdfJob, PdfLocale } from '../pdf/jobs';

/** The agency's signed contract as stored once (agencies.contract): its details, number and date. */
export type SignedContract = AgencyDetails & { number: string; signed_at: string };

/**
 * The agency's signed contract, stored once in `agencies.contract` (docs/product.md "Commission and
 * contract"): GET agencies/contract shows it, and every PDF of it (GET agencies/contract/pdf, the
 * contract in the documents) prints this number, date and these signatories.
 */
export function signedContractOf(db: Db, agencyId: number): SignedContract | null {
  const row = db
    .prepare<[number], { contract: string | null }>('SELECT contract FROM agencies WHERE id = ?')
    .get(agencyId);
  return row?.contract ? (JSON.parse(row.contract) as SignedContract) : null;
}

/** The contract's details as printed: bank and branch named from their ids. */
export function contractPartyOf(db: Db, details: AgencyDetails): ContractParty {
  const bank = db
    .prepare<[number], { name: string; code: string }>('SELECT name, code FROM banks WHERE id = ?')
    .get(details.bank_id);
  const branch = db
    .prepare<[number, number], { name: string; code: string }>(
      'SELECT name, code FROM bank_branches WHERE id = ? AND bank_id = ?',
    )
    .get(details.branch_id, details.bank_id);
  return {
    ...details,
    bank: bank ? `${bank.name}, ${bank.code}` : '',
    branch: branch ? `${branch.name} (${branch.code})` : '',
  };
}

/** The PDF job of the agency's signed contract in a language, with the commission annex. */
export function signedContractJob(db: Db, contract: SignedContract, locale: PdfLocale): PdfJob {
  return {
    kind: 'agency-contract',
    locale,
    date: contract.signed_at,
    number: contract.number,
    signed: true,
    agency: contractPartyOf(db, contract),
    annex: commissionAnnex(locale),
  };
}

import 'server-only';
import type { z } from 'zod/mini';
import { bankBranchesSchema, bankBranchSchema, banksSchema, bankSchema } from '@/lib/schemas/contract';
import { backendJson } from './client';

export type Bank = z.infer<typeof bankSchema>;
export type BankBranch = z.infer<typeof bankBranchSchema>;

/** GET contract/banks (public: the registration and contract forms need it before login). */
export async function getBanks(): Promise<Bank[]> {
  return backendJson('contract/banks', banksSchema, { public: true });
}

/** GET contract/banks/{id}/list: one bank's branches (public, as the banks). */
export async function getBankBranches(bankId: number): Promise<BankBranch[]> {
  return (await backendJson(`contract/banks/${bankId}/list`, bankBranchesSchema, { public: true })).data;
}

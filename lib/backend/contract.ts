import 'server-only';
import { z } from 'zod';
import { bankBranchSchema, bankSchema } from '@/lib/schemas/contract';
import { dataListSchema } from '@/lib/schemas/list';
import { backendJson } from './client';

export type Bank = z.infer<typeof bankSchema>;
export type BankBranch = z.infer<typeof bankBranchSchema>;

// The specification does not show the list's envelope; accept a bare array or the `{data}` list shape.
const banksSchema = z.union([z.array(bankSchema), z.object({ data: z.array(bankSchema) }).transform((v) => v.data)]);
const branchesSchema = dataListSchema(bankBranchSchema);

/** GET contract/banks (public: the registration and contract forms need it before login). */
export async function getBanks(): Promise<Bank[]> {
  return backendJson('contract/banks', banksSchema, { public: true });
}

/** GET contract/banks/{id}/list: one bank's branches (public, as the banks). */
export async function getBankBranches(bankId: number): Promise<BankBranch[]> {
  return (await backendJson(`contract/banks/${bankId}/list`, branchesSchema, { public: true })).data;
}

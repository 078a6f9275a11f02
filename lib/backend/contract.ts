import 'server-only';
import { z } from 'zod';
import { bankSchema } from '@/lib/schemas/contract';
import { backendJson } from './client';

export type Bank = z.infer<typeof bankSchema>;

// The specification does not show the list's envelope; accept a bare array or the `{data}` list shape.
const banksSchema = z.union([z.array(bankSchema), z.object({ data: z.array(bankSchema) }).transform((v) => v.data)]);

/** GET contract/banks (public: the registration and contract forms need it before login). */
export async function getBanks(): Promise<Bank[]> {
  return backendJson('contract/banks', banksSchema, { public: true });
}

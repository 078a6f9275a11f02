import { z } from 'zod';
import { TEXT_LIMITS } from './contract';
import { dataListSchema } from './list';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';
import { maxLengthMessage } from '@/lib/shared/message-key';

/** Tree-checkbox item (docs/product.md §3): an office with its employees; ids are `office-{id}` and `user-{id}`. */
export interface TreeItem {
  id: string;
  label: string;
  checked: boolean;
  children: TreeItem[];
}
export const treeItemSchema: z.ZodType<TreeItem> = z.lazy(() =>
  z.object({ id: z.string(), label: z.string(), checked: z.boolean(), children: z.array(treeItemSchema) }),
);

const person = z.object({ id: z.number().int(), name: z.string() });

/** One sub-partition (sub-block) as GET subpartitions lists it. */
export const subpartitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manager: person.nullable(),
  members: z.array(person),
  tourists: z.number().int().nonnegative(),
});
export type Subpartition = z.infer<typeof subpartitionSchema>;
export const subpartitionListSchema = dataListSchema(subpartitionSchema);

/** GET subpartitions: `q` (name), `manager`, `member`. */
export const subpartitionQuerySchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH).optional(),
  manager: z.coerce.number().int().positive().optional(),
  member: z.coerce.number().int().positive().optional(),
});
export type SubpartitionQuery = z.infer<typeof subpartitionQuerySchema>;

/** GET subpartitions/{id}/tourists: `q` (a tourist's name). */
export const subpartitionTouristQuerySchema = z.object({ q: z.string().trim().max(MAX_QUERY_LENGTH).optional() });

/** GET subpartitions/filters: the managers and members the filters offer. */
export const subpartitionFiltersSchema = z.object({
  data: z.object({ managers: z.array(person), members: z.array(person) }),
});

/** GET subpartitions/{id}/edit: the sub-partition, the managers it may have and the tree of offices and employees. */
export const subpartitionEditSchema = z.object({
  data: subpartitionSchema,
  managers: z.array(person),
  tree: z.array(treeItemSchema),
});

/** PATCH subpartitions/{id}/edit */
export const subpartitionFormSchema = z.object({
  name: z.string().trim().min(2, 'validation.required').max(TEXT_LIMITS.name, maxLengthMessage(TEXT_LIMITS.name)),
  manager_id: z.coerce.number().int().positive('validation.required'),
  /** Employee ids, from the tree's checked `user-{id}` leaves. */
  members: z.array(z.number().int().positive()).max(500),
});
export type SubpartitionForm = z.infer<typeof subpartitionFormSchema>;
export const subpartitionResponseSchema = z.object({ data: subpartitionSchema, message: z.string() });

/** GET subpartitions/{id}/tourists?q=: the tourists of the sub-partition's orders. */
export const subpartitionTouristSchema = z.object({
  id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  birth_date: z.string(),
  order: z.object({ id: z.number().int(), number: z.string() }),
  owner: person,
});
export const subpartitionTouristListSchema = dataListSchema(subpartitionTouristSchema);

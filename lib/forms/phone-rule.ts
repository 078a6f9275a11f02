import type { $RefinementCtx } from 'zod/v4/core';
import { isCompletePhone } from '@/lib/shared/phone';

/**
 * The rule only a form can check on top of a wire schema: a given phone has exactly the digits
 * of its country's mask (docs/product.md §5). For `superRefine` of an object with a `phone`
 * (zod's `.superRefine` or zod/mini's `z.superRefine`).
 */
export function completePhoneRule(value: { phone: string }, ctx: $RefinementCtx): void {
  if (value.phone && !isCompletePhone(value.phone))
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
}

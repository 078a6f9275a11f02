import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * zodResolver for a schema loaded on demand, so zod (~23 KiB gzip even as zod/mini) is not part
 * of the page's first load. `preload()` starts the load (a form calls it once mounted, so the
 * schema is there by the first submit); a failed load is retried at the next validation.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodMiniType<T, T>>): Resolver<T> & { preload: () => void } {
  let loading: Promise<z.ZodMiniType<T, T>> | null = null;
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) => zodResolver(await schema())(values, context, options);
  return Object.assign(resolver, { preload: () => void schema().catch(() => undefined) });
}

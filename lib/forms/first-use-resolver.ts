import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A module's export loaded on first use: `load()` fetches it once and gives the same promise after;
 * a failed load is tried again on the next call (and is thrown to that caller meanwhile).
 * `preload` starts it without waiting (for a form's `onFocus`).
 */
export function firstUse<T>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return { load: loaded, preload: () => void loaded().catch(() => undefined) };
}

/**
 * A react-hook-form resolver whose validation (the schema of lib/schemas/ and zod with it) loads
 * on first use: when the form first takes focus (`preload`, for the form's `onFocus`) or, at the
 * latest, when it is first validated (docs/architecture.md §11). A failed load is tried again on
 * the next validation and, meanwhile, thrown to the submit.
 */
function firstUseResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>) {
  const { load: loaded, preload } = firstUse(load);
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return { resolver, preload };
}

/**
 * firstUseResolver for a zod schema: the schema's module and zod's resolver for react-hook-form
 * load together on first use, so neither is in the page's first load.
 */
export function firstUseZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.core.$ZodType<Output, Input>>,
) {
  return firstUseResolver<Input, Output>(() =>
    Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    ),
  );
}

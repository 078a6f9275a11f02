import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation (the schema of lib/schemas/ and zod with it) loads
 * on first use: when the form first takes focus (`preload`, for the form's `onFocus`) or, at the
 * latest, when it is first validated (docs/architecture.md §11). A failed load is tried again on
 * the next validation and, meanwhile, thrown to the submit.
 */
export function firstUseResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await loaded())(values, context, options);
  return { resolver, preload: () => void loaded().catch(() => undefined) };
}

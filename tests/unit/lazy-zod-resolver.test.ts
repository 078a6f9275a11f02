import { z } from 'zod/mini';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';

const schema = z.object({ name: z.string().check(z.minLength(1, 'validation.required')) });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

test('validates with the loaded schema, loading it once', async () => {
  const load = jest.fn(async () => schema);
  const resolver = lazyZodResolver<Values>(load);
  resolver.preload();
  expect((await resolver({ name: '' }, undefined, options)).errors).toMatchObject({ name: { message: 'validation.required' } });
  expect(await resolver({ name: 'Ana' }, undefined, options)).toEqual({ values: { name: 'Ana' }, errors: {} });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is tried again at the next validation', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
  const resolver = lazyZodResolver<Values>(load);
  await expect(resolver({ name: 'Ana' }, undefined, options)).rejects.toThrow('offline');
  expect(await resolver({ name: 'Ana' }, undefined, options)).toEqual({ values: { name: 'Ana' }, errors: {} });
  expect(load).toHaveBeenCalledTimes(2);
});

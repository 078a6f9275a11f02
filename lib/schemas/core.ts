import { z } from 'zod';

/** GET v1/core/exchange_rate */
export const exchangeRateSchema = z.object({
  date: z.string(),
  eur_max_value: z.number().nullable(),
  usd_max_value: z.number().nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export interface MenuItem {
  id: string;
  text: string;
  link: string | null;
  icon: string | null;
  children: MenuItem[];
  open: boolean;
}

/** GET v1/core/navigation: the side-menu tree for the user's role. */
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    link: z.string().nullable(),
    icon: z.string().nullable(),
    children: z.array(menuItemSchema),
    open: z.boolean(),
  }),
);
export const navigationSchema = z.object({ data: z.array(menuItemSchema) });

/** POST v1/core/client-error */
export const clientErrorSchema = z.object({ info: z.string().max(4000), stack: z.string().max(20000).optional() });

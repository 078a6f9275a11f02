import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { notificationSchema } from './notifications';

export const phoneSchema = z.object({ office: z.string().optional(), mobile: z.string().optional() });

/** GET jwt/user (docs/product.md §3 "Logged-in user"). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  /** The role. */
  alias: z.string(),
  notification_position: z.string(),
  /** Saved-offers count. */
  offers: z.number().int().nonnegative(),
  /** Latest notifications with the unread count. */
  notifications: z.object({ unread: z.number().int().nonnegative(), items: z.array(notificationSchema) }),
  phones: z.object({
    reservation_department: phoneSchema,
    accounting: phoneSchema,
    ticket_office: phoneSchema,
  }),
  /** `logo`: the agency's logo as a portal path (the top bar shows it), null without one. */
  agency: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable().optional() }),
  /** Set when the backend has flagged a malicious browser extension for this user (app-shell issue). */
  malicious_extension: z.string().nullable().optional(),
  /** The interface language stored for the user (POST v1/profile/settings), null until chosen. */
  locale: z.enum(locales).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

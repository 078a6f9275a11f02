import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { brokenPasswordRules, PASSWORD_MAX_LENGTH } from '@/lib/shared/password-strength';
import { isCompletePhone } from '@/lib/shared/phone';
import { TEXT_LIMITS } from './contract';
import { dottedDate } from './dates';
import { dataListSchema } from './list';
import { maxLengthMessage } from '@/lib/shared/message-key';

// The user's own profile (docs/product.md "Running the agency: the calls"): `v1/profile`,
// `v1/avatars`, change_password, settings, commission and the sessions.

/** Where alerts appear (the user's `notification_position`, components/feedback/alert-corner.ts). */
export const NOTIFICATION_POSITIONS = ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];
/** A new user's corner, and the one shown when a stored corner is not one of these (docs/product.md "Toasts"). */
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'bottom-right';

/** GET v1/profile: the user's own data. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  position: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  notification_position: z.enum(NOTIFICATION_POSITIONS),
  /** The interface language stored for the user; null until they choose one. */
  locale: z.enum(locales).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: profileSchema, message: z.string().optional() });

/** PATCH v1/profile: name and phone (complete for its country, lib/shared/phone.ts). */
export const profileFormSchema = z.object({
  name: z.string().trim().min(3, 'validation.required').max(TEXT_LIMITS.name, maxLengthMessage(TEXT_LIMITS.name)),
  phone: z
    .string()
    .trim()
    .max(20)
    .optional()
    .default('')
    .refine((phone) => !phone || isCompletePhone(phone), 'validation.phone'),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/**
 * POST v1/profile/change_password. The new password meets lib/shared/password-strength.ts; the
 * backend checks the current one and answers 422 on the field that is wrong.
 */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH),
    password: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH),
    password_confirmation: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.passwordsDiffer',
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The form's check of the same call: the new password also meets every rule (the checklist beside it says which it breaks). */
export const changePasswordFormSchema = (email: string) =>
  changePasswordSchema.superRefine((value, ctx) => {
    if (value.password && brokenPasswordRules(value.password, email).length > 0)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordWeak' });
  });
export const changePasswordResponseSchema = z.object({ message: z.string() });

/** POST v1/profile/settings (GET answers the same): alerts' corner and the interface language. */
export const settingsFormSchema = z.object({
  notification_position: z.enum(NOTIFICATION_POSITIONS),
  locale: z.enum(locales),
});
export type SettingsForm = z.infer<typeof settingsFormSchema>;
export const settingsSchema = z.object({
  data: z.object({ notification_position: z.enum(NOTIFICATION_POSITIONS), locale: z.enum(locales).nullable() }),
  message: z.string().optional(),
});

/** POST v1/profile/commission: the user's commission on their orders in a period (DD.MM.YYYY, both ends). */
export const commissionQuerySchema = z.object({
  from: dottedDate,
  to: dottedDate,
});
export const profileCommissionSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    /** Each order's commission line as its breakdown priced it: the agency's table rate, and `note` says why when it differs. */
    orders: z.array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        created_at: z.string(),
        total: z.number(),
        percent: z.number(),
        commission: z.number(),
        note: z.string().nullable(),
      }),
    ),
    total: z.number(),
  }),
});
export type ProfileCommission = z.infer<typeof profileCommissionSchema>['data'];

/** GET v1/profile/sessions: every live session of the user, this one marked `current`. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.enum(['desktop', 'phone', 'tablet', 'unknown']),
  /** The browser's name ("Chrome"), UNKNOWN_AGENT (lib/shared/user-agent.ts) when its agent does not say. */
  browser: z.string(),
  /** Its major version ("131"), or null when unreadable. */
  browser_version: z.string().nullable(),
  /** The system's name ("Windows", "iOS"), UNKNOWN_AGENT (lib/shared/user-agent.ts) when its agent does not say. */
  os: z.string(),
  /** The system's version ("10" for Windows 10, "18.1" for iOS), or null when unreadable. */
  os_version: z.string().nullable(),
  /** The address it was last used from, or null when unknown. */
  ip: z.string().nullable(),
  /** City and country of that address, or null when unknown. */
  place: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = dataListSchema(sessionSchema);

/** POST v1/profile/terminate (every other session) and terminate/{sessionId}. */
export const terminateResponseSchema = z.object({
  data: z.object({ terminated: z.number().int() }),
  message: z.string(),
});

/** POST v1/avatars (form data, file `avatar`) and PATCH v1/avatars (delete): the avatar's address, or null. */
export const avatarResponseSchema = z.object({
  data: z.object({ avatar: z.string().nullable() }),
  message: z.string(),
});

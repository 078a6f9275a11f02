import 'server-only';
import {
  profileCommissionSchema,
  profileResponseSchema,
  sessionListSchema,
  settingsSchema,
  type Profile,
  type ProfileCommission,
  type Session,
} from '@/lib/schemas/profile';
import { backendJson } from './client';

// The user's own profile for the server-rendered pages (docs/product.md "Running the agency: the calls").

/** GET v1/profile */
export async function getProfile(): Promise<Profile> {
  return (await backendJson('v1/profile', profileResponseSchema)).data;
}

/** GET v1/profile/settings: the alerts' corner and the stored interface language. */
export async function getProfileSettings() {
  return (await backendJson('v1/profile/settings', settingsSchema)).data;
}

/** GET v1/profile/sessions: every live session, this one marked `current`. */
export async function getSessions(): Promise<Session[]> {
  return (await backendJson('v1/profile/sessions', sessionListSchema)).data;
}

/** POST v1/profile/commission {from, to} (DD.MM.YYYY): the user's orders in the period with their commission. */
export async function getProfileCommission(period: { from: string; to: string }): Promise<ProfileCommission> {
  return (await backendJson('v1/profile/commission', profileCommissionSchema, { method: 'POST', json: period })).data;
}

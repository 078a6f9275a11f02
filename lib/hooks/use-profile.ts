'use client';

import { useCallback, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { useUserStore } from '@/lib/hooks/use-user';
import type {
  avatarResponseSchema,
  ChangePassword,
  changePasswordResponseSchema,
  Profile,
  ProfileCommission,
  profileCommissionSchema,
  ProfileForm,
  profileResponseSchema,
  Session,
  sessionListSchema,
  SettingsForm,
  settingsSchema,
  terminateResponseSchema,
} from '@/lib/schemas/profile';

// The user's own profile (docs/product.md "Running the agency: the calls"; docs/architecture.md §10).
type ProfileAnswer = output<typeof profileResponseSchema>;
type AvatarAnswer = output<typeof avatarResponseSchema>;
type TerminateAnswer = output<typeof terminateResponseSchema>;

export const PROFILE_KEY = '/api/v1/profile';
export const SESSIONS_KEY = '/api/v1/profile/sessions';
const COMMISSION_PATH = '/api/v1/profile/commission';

const fetchProfile = apiRead((answer: ProfileAnswer) => answer.data);
const fetchSessions = apiRead((answer: output<typeof sessionListSchema>) => answer.data);

/** GET v1/profile, seeded by the page. */
export function useProfile(fallbackData: Profile) {
  return useSWR<Profile>(PROFILE_KEY, fetchProfile, {
    fallbackData,
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
}

/** GET v1/profile/sessions, seeded by the page; re-read when the tab comes back (a session may have ended elsewhere). */
export function useSessions(fallbackData: Session[]) {
  return useSWR<Session[]>(SESSIONS_KEY, fetchSessions, { fallbackData, revalidateOnMount: false });
}

const fetchCommission = ([path, from, to]: readonly [string, string, string]) =>
  apiCall<output<typeof profileCommissionSchema>>(path, { method: 'POST', json: { from, to } }).then(
    (answer) => answer.data,
  );

/**
 * POST v1/profile/commission {from, to}: the period's orders with their commission (DD.MM.YYYY).
 * A read sent as POST, so its key is the path with the period; the server's answer seeds its period.
 */
export function useProfileCommission(period: { from: string; to: string }, initial: ProfileCommission) {
  const seeded = period.from === initial.from && period.to === initial.to;
  return useSWR<ProfileCommission>([COMMISSION_PATH, period.from, period.to] as const, fetchCommission, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    ...seededOptions(seeded, initial),
  });
}

/**
 * The profile's writes. Each puts what it changed into the profile and into the signed-in user
 * (`jwt/user`: the phone drawer's name and avatar, the alerts' corner) and returns the backend's
 * message. A new name or photo also reads the page's server part again: the top bar's profile
 * button is rendered there (components/layout/top-bar/top-bar.tsx).
 */
export function useProfileActions() {
  const { mutate } = useSWRConfig();
  const user = useUserStore();
  const router = useRouter();
  const [, startTransition] = useTransition();

  const refresh = useCallback(
    async (profile?: Profile, topBar = false) => {
      await Promise.all([
        profile ? mutate(PROFILE_KEY, profile, { revalidate: false }) : mutate(PROFILE_KEY),
        user.revalidate(),
      ]);
      if (topBar) startTransition(() => router.refresh());
    },
    [mutate, user, router],
  );

  const updateProfile = useCallback(
    async (form: ProfileForm) => {
      const answer = await apiCall<ProfileAnswer>(PROFILE_KEY, { method: 'PATCH', json: form });
      await refresh(answer.data, true);
      return answer.message;
    },
    [refresh],
  );

  const uploadAvatar = useCallback(
    async (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      const answer = await apiCall<AvatarAnswer>('/api/v1/avatars', { method: 'POST', body });
      await refresh(undefined, true);
      return answer.message;
    },
    [refresh],
  );

  const deleteAvatar = useCallback(async () => {
    const answer = await apiCall<AvatarAnswer>('/api/v1/avatars', { method: 'PATCH' });
    await refresh(undefined, true);
    return answer.message;
  }, [refresh]);

  const saveSettings = useCallback(
    async (form: SettingsForm) => {
      const answer = await apiCall<output<typeof settingsSchema>>('/api/v1/profile/settings', {
        method: 'POST',
        json: form,
      });
      await refresh();
      return answer.message;
    },
    [refresh],
  );

  const terminateSession = useCallback(
    async (sessionId: string) => {
      const answer = await apiCall<TerminateAnswer>(`/api/v1/profile/terminate/${encodeURIComponent(sessionId)}`, {
        method: 'POST',
      });
      await mutate(SESSIONS_KEY);
      return answer.message;
    },
    [mutate],
  );

  const terminateOthers = useCallback(async () => {
    const answer = await apiCall<TerminateAnswer>('/api/v1/profile/terminate', { method: 'POST' });
    await mutate(SESSIONS_KEY);
    return answer.message;
  }, [mutate]);

  /** A changed password ends the user's other sessions: the list is read again. */
  const changePassword = useCallback(
    async (form: ChangePassword) => {
      const answer = await apiCall<output<typeof changePasswordResponseSchema>>('/api/v1/profile/change_password', {
        method: 'POST',
        json: form,
      });
      await mutate(SESSIONS_KEY);
      return answer.message;
    },
    [mutate],
  );

  return { updateProfile, uploadAvatar, deleteAvatar, saveSettings, terminateSession, terminateOthers, changePassword };
}

'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { USER_KEY } from '@/lib/hooks/use-user';
import type { User } from '@/lib/schemas/user';

/**
 * Client-side context of every portal page: the SWR cache seeded with the server-rendered user.
 * The app-shell issue adds here the alerts, the progress bar and global loader, the version
 * check, the periodic user refresh shared between tabs, and the critical/popup notification modals.
 */
export function PortalProviders({ user, children }: { user: User; children: ReactNode }) {
  return <SWRConfig value={{ fallback: { [USER_KEY]: user } }}>{children}</SWRConfig>;
}

'use client';

import { LanguagePanel } from './language-panel';
import { NotificationsPanel } from './notifications-panel';
import { PhoneContactsPanel } from './phone-contacts-panel';
import { ProfilePanel } from './profile-panel';

// The top-bar dropdowns' code no page needs before one of them opens, in one chunk: the open
// panel's frame and behaviour (./dropdown-panel.tsx) and each dropdown's panel by name.
// HeaderDropdown fetches it on the first hover, focus or click of any dropdown's button.
export { DropdownPanel } from './dropdown-panel';

export const panels = {
  language: LanguagePanel,
  notifications: NotificationsPanel,
  phones: PhoneContactsPanel,
  profile: ProfilePanel,
};

/** A panel's name: what the server-rendered top bar gives HeaderDropdown. */
export type PanelName = keyof typeof panels;

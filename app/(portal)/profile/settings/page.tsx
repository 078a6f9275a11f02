import { LazySettings } from '@/components/profile/lazy-forms';
import { ProfileFrame, profileMetadata } from '@/components/profile/profile-frame';
import { getProfileSettings } from '@/lib/backend/profile';

export const generateMetadata = profileMetadata('settings');

/** /profile/settings: the alerts' corner and the interface language (docs/product.md §10 "The profile"). */
export default async function ProfileSettingsPage() {
  return (
    <ProfileFrame section="settings">
      <LazySettings settings={await getProfileSettings()} />
    </ProfileFrame>
  );
}

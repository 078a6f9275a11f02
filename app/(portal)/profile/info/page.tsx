import { LazyProfileInfo } from '@/components/profile/lazy-forms';
import { ProfileFrame, profileMetadata } from '@/components/profile/profile-frame';
import { getProfile } from '@/lib/backend/profile';

export const generateMetadata = profileMetadata('info');

/** /profile/info: name, phone and the photo (docs/product.md §10 "The profile"). */
export default async function ProfileInfoPage() {
  return (
    <ProfileFrame section="info">
      <LazyProfileInfo profile={await getProfile()} />
    </ProfileFrame>
  );
}

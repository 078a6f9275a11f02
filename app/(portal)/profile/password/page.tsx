import { LazyPassword } from '@/components/profile/lazy-forms';
import { ProfileFrame, profileMetadata } from '@/components/profile/profile-frame';

export const generateMetadata = profileMetadata('password');

/** /profile/password: the password change (docs/product.md §10 "The profile"). */
export default function ProfilePasswordPage() {
  return (
    <ProfileFrame section="password">
      <LazyPassword />
    </ProfileFrame>
  );
}

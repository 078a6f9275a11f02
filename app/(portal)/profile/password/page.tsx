import { LazyPassword } from '@/components/profile/lazy-forms';
import { ProfileFrame, profileMetadata } from '@/components/profile/profile-frame';
import { guardedPage } from '@/lib/route-guard';

export const generateMetadata = profileMetadata('password');

/** /profile/password: the password change (docs/product.md §10 "The profile"). */
export default guardedPage('/profile/password', () => (
  <ProfileFrame section="password">
    <LazyPassword />
  </ProfileFrame>
));

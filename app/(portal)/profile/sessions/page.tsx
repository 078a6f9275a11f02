import { SessionsSection } from '@/components/profile/sessions-section';
import { ProfileFrame, profileMetadata } from '@/components/profile/profile-frame';
import { getSessions } from '@/lib/backend/profile';
import { guardedPage } from '@/lib/route-guard';

export const generateMetadata = profileMetadata('sessions');

/** /profile/sessions: every live session of the user (docs/product.md §10 "The profile"). */
export default guardedPage('/profile/sessions', async () => (
  <ProfileFrame section="sessions">
    <SessionsSection sessions={await getSessions()} />
  </ProfileFrame>
));

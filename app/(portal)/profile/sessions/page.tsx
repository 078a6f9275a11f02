import { SessionsSection } from '@/components/profile/sessions-section';
import { ProfileFrame, profileMetadata } from '@/components/profile/profile-frame';
import { getSessions } from '@/lib/backend/profile';
import { guardedPage } from '@/lib/route-guard';

export const generateMetadata = profileMetadata('sessions');

/** /profile/sessions: every live session of the user (docs/product.md §10 "The profile"). */
export default guardedPage('/profile/sessions', async () => {
  const sessions = await getSessions();
  // The "now" the last activity is counted from in the server's HTML and at hydration.
  const loadedAt = Date.now();
  return (
    <ProfileFrame section="sessions">
      <SessionsSection sessions={sessions} renderedAt={loadedAt} />
    </ProfileFrame>
  );
});

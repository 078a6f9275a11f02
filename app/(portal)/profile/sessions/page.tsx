import { SessionsSection } from '@/components/profile/sessions-section';
import { ProfileFrame, profileMetadata } from '@/components/profile/profile-frame';
import { getSessions } from '@/lib/backend/profile';

export const generateMetadata = profileMetadata('sessions');

/** /profile/sessions: every live session of the user (docs/product.md §10 "The profile"). */
/** The sessions and the "now" their last activity is counted from in the server's HTML and at hydration. */
async function loadSessions() {
  const sessions = await getSessions();
  return { sessions, loadedAt: Date.now() };
}

export default async function ProfileSessionsPage() {
  const { sessions, loadedAt } = await loadSessions();
  return (
    <ProfileFrame section="sessions">
      <SessionsSection sessions={sessions} renderedAt={loadedAt} />
    </ProfileFrame>
  );
}

import { LazyAgencyProfileForm as AgencyProfileForm } from '@/components/agency/agency-forms';
import { agencySectionRoute } from '@/components/agency/agency-section-page';
import { getAgencyProfile } from '@/lib/backend/agency';
import { can } from '@/lib/shared/permissions';

const route = agencySectionRoute('profile', async (user) => (
  <AgencyProfileForm initial={await getAgencyProfile()} canManage={can(user.alias, 'agency.profile.manage')} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { AgencyStanding } from '@/components/agency/agency-standing';
import { agencySectionRoute } from '@/components/agency/agency-section-page';
import { getAgencyStanding } from '@/lib/backend/agency';

const route = agencySectionRoute('standing', async () => <AgencyStanding standing={await getAgencyStanding()} />);

export const generateMetadata = route.generateMetadata;
export default route.Page;

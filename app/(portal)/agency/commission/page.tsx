import { AgencyCommission } from '@/components/agency/agency-commission';
import { agencySectionRoute } from '@/components/agency/agency-section-page';
import { getAgencyCommission } from '@/lib/backend/agency';

const route = agencySectionRoute('commission', async () => (
  <AgencyCommission commission={await getAgencyCommission()} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { getTranslations } from 'next-intl/server';
import { LazyAgencyContract as AgencyContract } from '@/components/agency/agency-forms';
import { agencySectionRoute } from '@/components/agency/agency-section-page';
import { loadBanks } from '@/lib/backend/load-banks';
import { Alert } from '@/components/ui/alert';
import { getAgencyContract } from '@/lib/backend/agency';
import { can } from '@/lib/shared/permissions';

const route = agencySectionRoute('contract', async (user) => {
  const [contract, { banks, branches, failed }, t] = await Promise.all([
    getAgencyContract(),
    loadBanks(),
    getTranslations('agency'),
  ]);
  return (
    <>
      {failed ? <Alert tone="error" title={t('banksFailed')} /> : null}
      <AgencyContract
        initial={contract}
        banks={banks}
        branches={branches}
        canManage={can(user.alias, 'agency.contract.manage')}
      />
    </>
  );
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

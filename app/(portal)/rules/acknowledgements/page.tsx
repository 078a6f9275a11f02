import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AcknowledgementReport } from '@/components/rules/acknowledgement-report';
import { RulesPageShell } from '@/components/rules/rules-page-shell';
import { getCurrentUser } from '@/lib/backend/auth';
import { getAcknowledgementReport } from '@/lib/backend/content';

// /rules/acknowledgements: who of the agency has not acknowledged each mandatory rule
// (docs/product.md §10), for directors and managers only. Other roles get the 403 page from proxy.ts's
// route check (docs/architecture.md §1 "The route table") without asking the backend, which would answer 403 too; the tab leading here is not shown to them.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rules');
  return { title: t('reportTitle') };
}

export default async function AcknowledgementsPage() {
  const user = await getCurrentUser();
  const report = await getAcknowledgementReport();
  if (!report) forbidden();
  return (
    <RulesPageShell alias={user.alias} tab="report">
      <AcknowledgementReport report={report} />
    </RulesPageShell>
  );
}

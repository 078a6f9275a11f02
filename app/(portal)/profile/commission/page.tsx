import { ProfileCommissionSection } from '@/components/profile/commission-section';
import { ProfileFrame, profileMetadata } from '@/components/profile/profile-frame';
import { getProfileCommission } from '@/lib/backend/profile';
import { readCommissionPeriod } from '@/lib/profile/commission-period';

export const generateMetadata = profileMetadata('commission');

type Props = {
  params: Promise<Record<string, string | string[] | undefined>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /profile/commission?from=&to=: the user's orders in a period with their commission (docs/product.md §10 "The profile"). */
export default async function ProfileCommissionPage({ searchParams }: Props) {
  const period = readCommissionPeriod(await searchParams);
  return (
    <ProfileFrame section="commission">
      <ProfileCommissionSection period={period} initial={await getProfileCommission(period)} />
    </ProfileFrame>
  );
}

'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { downloadFile } from '@/lib/download';
import { seededOptions } from '@/lib/hooks/seeded';
import { useUserStore } from '@/lib/hooks/use-user';
import type {
  AgencyContract,
  agencyContractSchema,
  AgencyProfile,
  agencyProfileResponseSchema,
} from '@/lib/schemas/agency';

type ProfileAnswer = output<typeof agencyProfileResponseSchema>;
type ContractAnswer = output<typeof agencyContractSchema>;
import type { AgencyDetails } from '@/lib/schemas/contract';

// The agency's own data in the browser (docs/architecture.md §10; the calls: docs/product.md
// "Running the agency: the calls"): its profile and logo, its contract. The commission and the
// standing are read-only and rendered by the server.

export const AGENCY_PROFILE_KEY = '/api/agencies/profile';
export const AGENCY_CONTRACT_KEY = '/api/agencies/contract';

const fetchProfile = apiRead((answer: ProfileAnswer) => answer.data);
const fetchContract = apiRead((answer: ContractAnswer) => answer.data);

/** GET agencies/profile, seeded with the server's answer. */
export function useAgencyProfile(initial: AgencyProfile) {
  return useSWR<AgencyProfile>(AGENCY_PROFILE_KEY, fetchProfile, seededOptions(true, initial));
}

/** GET agencies/contract, seeded with the server's answer. */
export function useAgencyContract(initial: AgencyContract) {
  return useSWR<AgencyContract>(AGENCY_CONTRACT_KEY, fetchContract, seededOptions(true, initial));
}

/**
 * The profile's writes. Each answers the profile as it is now, which replaces the cached one; the
 * user (`jwt/user`, whose `agency.logo` the top bar shows) is revalidated and the server-rendered
 * top bar refreshed, so a new or deleted logo shows at once. A failure is thrown to the form.
 */
export function useAgencyProfileActions() {
  const { mutate } = useSWRConfig();
  const user = useUserStore();
  const router = useRouter();
  const write = useCallback(
    async (path: string, init: { method: string; body?: FormData }) => {
      const profile = (await apiCall<ProfileAnswer>(path, init)).data;
      await Promise.all([mutate(AGENCY_PROFILE_KEY, profile, { revalidate: false }), user.revalidate()]);
      router.refresh();
      return profile;
    },
    [mutate, user, router],
  );
  return {
    /** POST agencies/profile: form data with the details and, when chosen, the new `logo`. */
    saveAgencyProfile: useCallback((body: FormData) => write(AGENCY_PROFILE_KEY, { method: 'POST', body }), [write]),
    /** DELETE agencies/profile/logo/{id} */
    deleteAgencyLogo: useCallback(
      (logoId: number) => write(`/api/agencies/profile/logo/${logoId}`, { method: 'DELETE' }),
      [write],
    ),
  };
}

/** PATCH agencies/contract: the new details; the answer replaces the cached contract. */
export function useAgencyContractActions() {
  const { mutate } = useSWRConfig();
  return {
    saveAgencyContract: useCallback(
      async (details: AgencyDetails) => {
        const contract = (await apiCall<ContractAnswer>(AGENCY_CONTRACT_KEY, { method: 'PATCH', json: details })).data;
        await mutate(AGENCY_CONTRACT_KEY, contract, { revalidate: false });
        return contract;
      },
      [mutate],
    ),
  };
}

/** GET agencies/contract/pdf: the signed contract, saved under the server's file name. */
export function downloadAgencyContract(): Promise<string> {
  return downloadFile(`${AGENCY_CONTRACT_KEY}/pdf`, 'agency-contract.pdf');
}

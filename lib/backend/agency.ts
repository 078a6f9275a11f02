import 'server-only';
import {
  agencyCommissionSchema,
  agencyContractSchema,
  agencyProfileResponseSchema,
  agencyStandingSchema,
  type AgencyCommission,
  type AgencyContract,
  type AgencyProfile,
  type AgencyStanding,
} from '@/lib/schemas/agency';
import { gatewayListSchema, gatewayResponseSchema, type Gateway } from '@/lib/schemas/gateways';
import {
  subpartitionEditSchema,
  subpartitionFiltersSchema,
  subpartitionListSchema,
  subpartitionTouristListSchema,
  type Subpartition,
} from '@/lib/schemas/subpartitions';
import { backendJson } from './client';
import { notFoundOn404 } from './errors';

// Running the agency for the server-rendered pages (docs/product.md "Running the agency: the
// calls"): the agency's commission, profile, contract and standing, its sub-partitions and payment
// gateways. Pages call these once proxy.ts's route check let the role in (docs/architecture.md §1 "The route table").

/** GET agencies/commission */
export async function getAgencyCommission(): Promise<AgencyCommission> {
  return (await backendJson('agencies/commission', agencyCommissionSchema)).data;
}

/** GET agencies/profile */
export async function getAgencyProfile(): Promise<AgencyProfile> {
  return (await backendJson('agencies/profile', agencyProfileResponseSchema)).data;
}

/** GET agencies/contract: the signed contract's details. */
export async function getAgencyContract(): Promise<AgencyContract> {
  return (await notFoundOn404(backendJson('agencies/contract', agencyContractSchema))).data;
}

/** GET agencies/standing (the director's). */
export async function getAgencyStanding(): Promise<AgencyStanding> {
  return (await backendJson('agencies/standing', agencyStandingSchema)).data;
}

/** GET subpartitions?q=&manager=&member= */
export async function getSubpartitions(
  filters: { q?: string; manager?: number; member?: number } = {},
): Promise<Subpartition[]> {
  return (await backendJson('subpartitions', subpartitionListSchema, { query: filters })).data;
}

/** GET subpartitions/filters */
export async function getSubpartitionFilters() {
  return (await backendJson('subpartitions/filters', subpartitionFiltersSchema)).data;
}

/** GET subpartitions/{id}/edit: the sub-partition, its possible managers and the tree (404 page when out of reach). */
export async function getSubpartitionForEdit(id: number) {
  return notFoundOn404(backendJson(`subpartitions/${id}/edit`, subpartitionEditSchema));
}

/** GET subpartitions/{id}/tourists?q= */
export async function getSubpartitionTourists(id: number, q?: string) {
  return (
    await notFoundOn404(backendJson(`subpartitions/${id}/tourists`, subpartitionTouristListSchema, { query: { q } }))
  ).data;
}

/** GET payment/gateways */
export async function getPaymentGateways(): Promise<Gateway[]> {
  return (await backendJson('payment/gateways', gatewayListSchema)).data;
}

/** GET payment/gateways/{id} (404 page for another agency's or a deleted one). */
export async function getPaymentGateway(id: number): Promise<Gateway> {
  return (await notFoundOn404(backendJson(`payment/gateways/${id}`, gatewayResponseSchema))).data;
}

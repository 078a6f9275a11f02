export const ROLES = [
  'agent',
  'agency_manager',
  'agency_director',
  'office_manager',
  'sub_partition_manager',
  'ats_manager',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

// The roles live with the permissions table (lib/shared/permissions.ts, docs/product.md "Permissions").
export { ROLES, isRole, type Role } from '@/lib/shared/permissions';

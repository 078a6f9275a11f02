// The roles live with the permissions table (lib/schemas/permissions.ts, docs/product.md "Permissions").
export { ROLES, isRole, type Role } from '@/lib/schemas/permissions';

import type { MenuItem } from '@/lib/schemas/core';
import { t, type Locale, type MessageKey } from './i18n';
import { mayOpen } from '@/lib/shared/permissions';
import { ROLES, type Role } from './roles';

interface Entry {
  id: string;
  text: MessageKey;
  link: string | null;
  icon: string;
  children?: Entry[];
}

const news: Entry = { id: 'news', text: 'nav.news', link: '/publications', icon: 'news' };
const tourSearch: Entry = { id: 'tour-search', text: 'nav.tourSearch', link: '/search/tour', icon: 'search' };
const flightSearch: Entry = { id: 'flight-search', text: 'nav.flightSearch', link: '/search/flight', icon: 'plane' };
const packageJournal: Entry = { id: 'package-journal', text: 'nav.packageJournal', link: '/orders', icon: 'journal' };
const bonusJournal: Entry = { id: 'bonus-journal', text: 'nav.bonusJournal', link: '/orders/bonuses', icon: 'bonus' };
const documents: Entry = { id: 'documents', text: 'nav.documents', link: '/documents', icon: 'documents' };
const rules: Entry = { id: 'rules', text: 'nav.rules', link: '/rules', icon: 'rules' };
const faq: Entry = { id: 'faq', text: 'nav.faq', link: '/faq', icon: 'faq' };
const agencyEmployees: Entry = { id: 'agency-staff', text: 'nav.agencyEmployees', link: '/employees', icon: 'staff' };
const subblocks: Entry = { id: 'subblocks', text: 'nav.subblocks', link: '/subpartitions', icon: 'subblocks' };
const agencyManagement: Entry = {
  id: 'agency-management',
  text: 'nav.agencyManagement',
  link: '/agency',
  icon: 'agency',
};
const paymentGateways: Entry = {
  id: 'payment-gateways',
  text: 'nav.paymentGateways',
  link: '/payment-gateways',
  icon: 'payment',
};
const charterReport: Entry = {
  id: 'charter-report',
  text: 'nav.charterReport',
  link: '/reports/charter-control-financial',
  icon: 'report',
};
const flightList: Entry = { id: 'ats-orders', text: 'nav.flightList', link: '/ats/orders', icon: 'list' };
const flightTickets: Entry = {
  id: 'flight-tickets',
  text: 'nav.flightTickets',
  link: null,
  icon: 'ticket',
  children: [
    flightList,
    { id: 'ats-sales-report', text: 'nav.salesReport', link: '/ats/sales-report', icon: 'report' },
    { id: 'ats-user-links', text: 'nav.linkedUsers', link: '/ats/user-links', icon: 'users' },
    { id: 'ats-payments', text: 'nav.payments', link: '/ats/orders-payments', icon: 'payment' },
  ],
};

/** Every entry in menu order; a role's menu is the entries it may open. */
const ENTRIES: Entry[] = [
  news,
  tourSearch,
  flightSearch,
  packageJournal,
  bonusJournal,
  documents,
  rules,
  faq,
  agencyEmployees,
  subblocks,
  agencyManagement,
  paymentGateways,
  charterReport,
  flightTickets,
];

/**
 * The entries a role may open (docs/product.md "Permissions": the table in
 * lib/shared/permissions.ts): a link is kept iff the role may open its route; a group is kept
 * with the children it may open, and only if some remain.
 */
function allowed(entries: readonly Entry[], role: Role): Entry[] {
  return entries.flatMap((entry) => {
    if (entry.children?.length) {
      const children = allowed(entry.children, role);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    return entry.link === null || mayOpen(role, entry.link) ? [entry] : [];
  });
}

/** Who sees what, derived from the permissions table (docs/architecture.md §7 serves it here). */
export const MENU_BY_ROLE: Record<Role, Entry[]> = Object.fromEntries(
  ROLES.map((role) => [role, allowed(ENTRIES, role)]),
) as Record<Role, Entry[]>;

function toMenuItem(entry: Entry, locale: Locale): MenuItem {
  return {
    id: entry.id,
    text: t(locale, entry.text),
    link: entry.link,
    icon: entry.icon,
    children: (entry.children ?? []).map((child) => toMenuItem(child, locale)),
    open: false,
  };
}

export function menuFor(role: Role, locale: Locale): MenuItem[] {
  return MENU_BY_ROLE[role].map((entry) => toMenuItem(entry, locale));
}

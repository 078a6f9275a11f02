// The portal's route guard: a page outside the user's role is the 403 page before any of its data is asked for.
const forbidden = jest.fn(() => {
  throw new Error('NEXT_HTTP_ERROR_FALLBACK;403');
});
jest.mock('next/navigation', () => ({
  forbidden: () => forbidden(),
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  },
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  },
}));
const user = { alias: 'agent' };
jest.mock('@/lib/backend/auth', () => ({ getCurrentUser: async () => user }));
const getEmployees = jest.fn(async () => ({ data: [], meta: { total: 0, page: 1, size: 10 } }));
const getAcknowledgementReport = jest.fn(async () => []);
const getEmployeeFormOptions = jest.fn(async () => ({ roles: [], offices: [] }));
jest.mock('@/lib/backend/employees', () => ({ getEmployees: () => getEmployees(), getEmployeeFormOptions: () => getEmployeeFormOptions() }));
jest.mock('@/lib/backend/content', () => ({ getAcknowledgementReport: () => getAcknowledgementReport() }));
const getProfile = jest.fn(async () => ({ id: 1, name: 'Ana', email: 'a@b.c', position: 'Agent', phone: null, avatar: null, notification_position: 'bottom-right', locale: null }));
jest.mock('@/lib/backend/profile', () => ({
  getProfile: () => getProfile(),
  getProfileSettings: async () => ({ notification_position: 'bottom-right', locale: null }),
  getProfileCommission: async () => ({ from: '01.11.2026', to: '26.11.2026', currency: 'EUR', orders: [], total: 0 }),
  getSessions: async () => [],
}));
// The pages read their data through these (the agency's sections, the sub-partitions, the
// gateways; the contract also the bank list): none is asked on a 403.
const subpartition = { id: 1, name: 'Corporate clients', manager: null, members: [], tourists: 0 };
const gateway = { id: 1, provider: 'maib', merchant_id: 'DEMO-1', currencies: ['EUR'], enabled: true, secret_set_at: null };
const agencyReaders = {
  getAgencyCommission: jest.fn(),
  getAgencyProfile: jest.fn(),
  getAgencyContract: jest.fn(),
  getAgencyStanding: jest.fn(),
  getSubpartitions: jest.fn(async () => [subpartition]),
  getSubpartitionFilters: jest.fn(async () => ({ managers: [], members: [] })),
  getSubpartitionForEdit: jest.fn(async () => ({ data: subpartition, managers: [], tree: [] })),
  getSubpartitionTourists: jest.fn(async () => []),
  getPaymentGateways: jest.fn(async () => [gateway]),
  getPaymentGateway: jest.fn(async () => gateway),
};
jest.mock('@/lib/backend/agency', () => ({
  getAgencyCommission: () => agencyReaders.getAgencyCommission(),
  getAgencyProfile: () => agencyReaders.getAgencyProfile(),
  getAgencyContract: () => agencyReaders.getAgencyContract(),
  getAgencyStanding: () => agencyReaders.getAgencyStanding(),
  getSubpartitions: () => agencyReaders.getSubpartitions(),
  getSubpartitionFilters: () => agencyReaders.getSubpartitionFilters(),
  getSubpartitionForEdit: () => agencyReaders.getSubpartitionForEdit(),
  getSubpartitionTourists: () => agencyReaders.getSubpartitionTourists(),
  getPaymentGateways: () => agencyReaders.getPaymentGateways(),
  getPaymentGateway: () => agencyReaders.getPaymentGateway(),
}));
// The two reports' readers (docs/product.md §13): none is asked on a 403 either.
const reportReaders = {
  getSalesReport: jest.fn(async () => ({})),
  getSalesFilters: jest.fn(async () => ({ sellers: [], carriers: [] })),
  getCharterFlights: jest.fn(async () => ({})),
  getCharterAirlineTotals: jest.fn(async () => ({})),
  getCharterFilters: jest.fn(async () => ({ airlines: [], routes: [] })),
  getCharterFilterFlights: jest.fn(async () => []),
  getCharterDetails: jest.fn(async () => null),
};
jest.mock('@/lib/backend/reports', () => ({
  getSalesReport: () => reportReaders.getSalesReport(),
  getSalesFilters: () => reportReaders.getSalesFilters(),
  getCharterFlights: () => reportReaders.getCharterFlights(),
  getCharterAirlineTotals: () => reportReaders.getCharterAirlineTotals(),
  getCharterFilters: () => reportReaders.getCharterFilters(),
  getCharterFilterFlights: () => reportReaders.getCharterFilterFlights(),
  getCharterDetails: () => reportReaders.getCharterDetails(),
}));
// The ticket desk's pages (an order's create and edit).
jest.mock('@/lib/backend/ats', () => ({
  getAtsOrder: async () => null,
  getAtsOrderFormOptions: async () => ({ carriers: [], places: [], sellers: [], statuses: [], transaction_types: [], flight_types: [], properties: [], currency: 'EUR' }),
  getAtsOrderEdit: async () => ({ values: { passengers: [], buyer: { name: '', phone: '', email: '' } }, order: null }),
}));
jest.mock('@/components/auth/load-banks', () => ({ loadBanks: async () => ({ banks: [], failed: false }) }));
const getTranslations = jest.fn(async () => Object.assign((key: string) => key, { has: () => false }));
jest.mock('next-intl/server', () => ({ getTranslations: () => getTranslations() }));

import AgencyCommission from '@/app/(portal)/agency/commission/page';
import AgencyProfile from '@/app/(portal)/agency/profile/page';
import AgencyContract from '@/app/(portal)/agency/contract/page';
import AgencyStanding from '@/app/(portal)/agency/standing/page';
import UnknownAgencySection from '@/app/(portal)/agency/[action]/page';
import Employees from '@/app/(portal)/employees/[[...office]]/page';
import ProfileInfo from '@/app/(portal)/profile/info/page';
import ProfilePassword from '@/app/(portal)/profile/password/page';
import ProfileSettings from '@/app/(portal)/profile/settings/page';
import ProfileCommission from '@/app/(portal)/profile/commission/page';
import ProfileSessions from '@/app/(portal)/profile/sessions/page';
import Subpartitions from '@/app/(portal)/subpartitions/page';
import SubpartitionEdit from '@/app/(portal)/subpartitions/edit/[id]/page';
import SubpartitionTourists from '@/app/(portal)/subpartitions/tourist-list/[id]/page';
import Gateways from '@/app/(portal)/payment-gateways/page';
import GatewayCreate from '@/app/(portal)/payment-gateways/create/page';
import GatewayEdit from '@/app/(portal)/payment-gateways/[id]/edit/page';
import Acknowledgements from '@/app/(portal)/rules/acknowledgements/page';
import CharterReport from '@/app/(portal)/reports/charter-control-financial/page';
import AtsOrderCreate from '@/app/(portal)/ats/orders/create/page';
import AtsOrderEdit from '@/app/(portal)/ats/orders/[id]/edit/page';
import AtsSales from '@/app/(portal)/ats/sales-report/page';
import { guardedPage } from '@/lib/route-guard';

type AnyPage = (props: { params: Promise<Record<string, string | string[]>>; searchParams: Promise<Record<string, string>> }) => unknown;
const props = (params: Record<string, string | string[]> = {}) => ({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });

const PAGES: [string, AnyPage, Record<string, string | string[]>, string[]][] = [
  ['/agency/commission', AgencyCommission as AnyPage, {}, ['agency_manager', 'agency_director']],
  ['/agency/profile', AgencyProfile as AnyPage, {}, ['agency_manager', 'agency_director']],
  ['/agency/contract', AgencyContract as AnyPage, {}, ['agency_director']],
  ['/agency/standing', AgencyStanding as AnyPage, {}, ['agency_director']],
  ['/employees', Employees as AnyPage, {}, ['agency_manager', 'agency_director', 'office_manager']],
  ['/subpartitions', Subpartitions as AnyPage, {}, ['agency_manager', 'agency_director', 'sub_partition_manager']],
  ['/subpartitions/edit/1', SubpartitionEdit as AnyPage, { id: '1' }, ['agency_manager', 'agency_director', 'sub_partition_manager']],
  ['/subpartitions/tourist-list/1', SubpartitionTourists as AnyPage, { id: '1' }, ['agency_manager', 'agency_director', 'sub_partition_manager']],
  ['/payment-gateways', Gateways as AnyPage, {}, ['agency_manager', 'agency_director']],
  ['/payment-gateways/create', GatewayCreate as AnyPage, {}, ['agency_manager', 'agency_director']],
  ['/payment-gateways/1/edit', GatewayEdit as AnyPage, { id: '1' }, ['agency_manager', 'agency_director']],
  ['/rules/acknowledgements', Acknowledgements as unknown as AnyPage, {}, ['agency_manager', 'agency_director']],
  ['/reports/charter-control-financial', CharterReport as AnyPage, {}, ['agency_manager', 'agency_director']],
  ['/ats/orders/create', AtsOrderCreate as AnyPage, {}, ['ats_manager']],
  ['/ats/orders/1/edit', AtsOrderEdit as AnyPage, { id: '1' }, ['ats_manager']],
  // The director reads the ticket desk (docs/product.md "Permissions": ats.read).
  ['/ats/sales-report', AtsSales as AnyPage, {}, ['agency_director', 'ats_manager']],
  // Every signed-in user's own (docs/product.md "Permissions": profile.own).
  ...(
    [
      ['info', ProfileInfo],
      ['password', ProfilePassword],
      ['settings', ProfileSettings],
      ['commission', ProfileCommission],
      ['sessions', ProfileSessions],
    ] as const
  ).map(([section, page]): [string, AnyPage, Record<string, string>, string[]] => [`/profile/${section}`, page as AnyPage, {}, ['agent', 'agency_manager', 'agency_director', 'office_manager', 'sub_partition_manager', 'ats_manager']]),
];
const ROLES = ['agent', 'agency_manager', 'agency_director', 'office_manager', 'sub_partition_manager', 'ats_manager'];

beforeEach(() => {
  forbidden.mockClear();
  getEmployees.mockClear();
  getEmployeeFormOptions.mockClear();
  getAcknowledgementReport.mockClear();
  getTranslations.mockClear();
  Object.values(agencyReaders).forEach((reader) => reader.mockClear());
  Object.values(reportReaders).forEach((reader) => reader.mockClear());
});

const cases = PAGES.flatMap(([path, page, params, allowed]) => ROLES.map((role) => [path, role, allowed.includes(role), page, params] as const));

describe('the route guard on every guarded page', () => {
  it.each(cases)('%s for %s: opens %s', async (_path, role, opens, page, params) => {
    user.alias = role;
    const outcome = await Promise.resolve(page(props(params))).then(
      () => 'rendered',
      (error: Error) => error.message,
    );
    if (opens) {
      expect(outcome).toBe('rendered');
      expect(forbidden).not.toHaveBeenCalled();
    } else {
      expect(outcome).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
      // Nothing of the page was asked for: no data, not even its texts.
      expect(getEmployees).not.toHaveBeenCalled();
      expect(getEmployeeFormOptions).not.toHaveBeenCalled();
      expect(getAcknowledgementReport).not.toHaveBeenCalled();
      Object.values(agencyReaders).forEach((reader) => expect(reader).not.toHaveBeenCalled());
      Object.values(reportReaders).forEach((reader) => expect(reader).not.toHaveBeenCalled());
      expect(getTranslations).not.toHaveBeenCalled();
    }
  });
});

describe('an /agency section that does not exist', () => {
  it('is the 403 page outside the agency, and 404 inside it', async () => {
    user.alias = 'agent';
    await expect(UnknownAgencySection(props({ action: 'unknown' }))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;403');
    user.alias = 'agency_manager';
    await expect(UnknownAgencySection(props({ action: 'unknown' }))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
  });
});

describe('guardedPage', () => {
  it('reads the route from the params and never renders a refused page', async () => {
    user.alias = 'agency_manager';
    const render = jest.fn(() => 'page');
    const page = guardedPage((params) => `/agency/${String(params.section)}`, render);
    await expect(page({ params: Promise.resolve({ section: 'contract' }) })).rejects.toThrow('403');
    expect(render).not.toHaveBeenCalled();
    await expect(page({ params: Promise.resolve({ section: 'profile' }) })).resolves.toBe('page');
  });
});

import type { Role } from '../roles';
import type { ContractParty } from '../pdf/jobs';

export const DEMO_PASSWORD = 'demo12345';

/** The demo agency; address, phone and email are its contacts for clients (GET search/offers/contacts). */
export const DEMO_AGENCY = {
  id: 1,
  name: 'Demo Travel SRL',
  city: 'Chișinău',
  address: 'bd. Ștefan cel Mare și Sfânt 126, of. 4, Chișinău',
  phone: '+373 22 210 100',
  email: 'office@demotravel.md',
  /** Its clients' links open on any host no brand claims (localhost in the demo). */
  theme: 'default',
};

export interface SeedUser {
  id: number;
  email: string;
  name: string;
  alias: Role;
  phone_office: string;
  phone_mobile: string;
}

export const DEMO_USERS: readonly SeedUser[] = [
  {
    id: 1,
    email: 'agent@demo.travel',
    name: 'Ana Ciobanu',
    alias: 'agent',
    phone_office: '+37322210101',
    phone_mobile: '+37369123401',
  },
  {
    id: 2,
    email: 'manager@demo.travel',
    name: 'Ion Rusu',
    alias: 'agency_manager',
    phone_office: '+37322210102',
    phone_mobile: '+37379123402',
  },
  {
    id: 3,
    email: 'director@demo.travel',
    name: 'Natalia Moraru',
    alias: 'agency_director',
    phone_office: '+37322210103',
    phone_mobile: '+37368123403',
  },
  {
    id: 4,
    email: 'office@demo.travel',
    name: 'Olena Kovalenko',
    alias: 'office_manager',
    phone_office: '+37322210104',
    phone_mobile: '+37360123404',
  },
  {
    id: 5,
    email: 'subpartition@demo.travel',
    name: 'Mihai Popescu',
    alias: 'sub_partition_manager',
    phone_office: '+37322210105',
    phone_mobile: '+37378123405',
  },
  {
    id: 6,
    email: 'ats@demo.travel',
    name: 'Andrii Shevchenko',
    alias: 'ats_manager',
    phone_office: '+37322210106',
    phone_mobile: '+37369123406',
  },
];

/** A second agency, so the demo shows that orders and employees stay inside their agency. */
export const PARTNER_AGENCY = {
  id: 2,
  name: 'Partner Tours SRL',
  city: 'Iași',
  address: 'Str. Lăpușneanu 14, Iași',
  phone: '+40 232 210 200',
  email: 'office@partnertours.ro',
  /** Its clients' links open on Carpați Travel's hosts only (carpati.localhost in the demo). */
  theme: 'carpati',
};
export const PARTNER_USERS: readonly SeedUser[] = [
  {
    id: 7,
    email: 'agent@partner.travel',
    name: 'Elena Munteanu',
    alias: 'agent',
    phone_office: '+40232210201',
    phone_mobile: '+40741210201',
  },
];

export const BANKS = [
  { id: 1, name: 'maib (Moldova Agroindbank)', code: 'AGRNMD2X' },
  { id: 2, name: 'Moldindconbank', code: 'MOLDMD2X' },
  { id: 3, name: 'Banca Transilvania', code: 'BTRLRO22' },
  { id: 4, name: 'Banca Comercială Română (BCR)', code: 'RNCBROBU' },
  { id: 5, name: 'PrivatBank', code: 'PBANUA2X' },
  { id: 6, name: 'Raiffeisen Bank România', code: 'RZBRROBU' },
] as const;

export const BANK_BRANCHES = [
  { id: 101, bank_id: 1, name: 'Sucursala Centru, Chișinău', code: 'AGRNMD2X723' },
  { id: 102, bank_id: 1, name: 'Sucursala Bălți', code: 'AGRNMD2X731' },
  { id: 103, bank_id: 1, name: 'Sucursala Cahul', code: 'AGRNMD2X745' },
  { id: 201, bank_id: 2, name: 'Sucursala Ștefan cel Mare, Chișinău', code: 'MOLDMD2X301' },
  { id: 202, bank_id: 2, name: 'Sucursala Ungheni', code: 'MOLDMD2X318' },
  { id: 203, bank_id: 2, name: 'Sucursala Orhei', code: 'MOLDMD2X322' },
  { id: 301, bank_id: 3, name: 'Sucursala Iași', code: 'BTRLRO22IAS' },
  { id: 302, bank_id: 3, name: 'Sucursala Cluj-Napoca', code: 'BTRLRO22CLJ' },
  { id: 303, bank_id: 3, name: 'Sucursala București Unirii', code: 'BTRLRO22BUC' },
  { id: 401, bank_id: 4, name: 'Sucursala Piața Romană, București', code: 'RNCBROBU001' },
  { id: 402, bank_id: 4, name: 'Sucursala Iași Palas', code: 'RNCBROBU240' },
  { id: 403, bank_id: 4, name: 'Sucursala Timișoara', code: 'RNCBROBU350' },
  { id: 501, bank_id: 5, name: 'Відділення «Київ-Центр»', code: 'PBANUA2X320' },
  { id: 502, bank_id: 5, name: 'Відділення «Одеса-Дерибасівська»', code: 'PBANUA2X328' },
  { id: 503, bank_id: 5, name: 'Відділення «Чернівці»', code: 'PBANUA2X356' },
  { id: 601, bank_id: 6, name: 'Sucursala Suceava', code: 'RZBRROBUSV1' },
  { id: 602, bank_id: 6, name: 'Sucursala Galați', code: 'RZBRROBUGL1' },
  { id: 603, bank_id: 6, name: 'Sucursala Constanța', code: 'RZBRROBUCT1' },
] as const;

/** Each agency's contract details, as its agency contract (GET v1/documents) prints them. */
export const AGENCY_CONTRACT_PARTIES: Record<number, ContractParty> = {
  [DEMO_AGENCY.id]: {
    company_name: DEMO_AGENCY.name,
    fiscal_code: '1014600023456',
    country: 'md',
    city: DEMO_AGENCY.city,
    address: 'bd. Ștefan cel Mare și Sfânt 126, of. 4',
    director: 'Natalia Moraru',
    email: DEMO_AGENCY.email,
    phone: DEMO_AGENCY.phone,
    bank: 'maib (Moldova Agroindbank), AGRNMD2X',
    branch: 'Sucursala Centru, Chișinău (AGRNMD2X723)',
    iban: 'MD21AG000000022512345678',
  },
  [PARTNER_AGENCY.id]: {
    company_name: PARTNER_AGENCY.name,
    fiscal_code: 'RO41234567',
    country: 'ro',
    city: PARTNER_AGENCY.city,
    address: 'Str. Lăpușneanu 14',
    director: 'Dan Ionescu',
    email: PARTNER_AGENCY.email,
    phone: PARTNER_AGENCY.phone,
    bank: 'Banca Transilvania, BTRLRO22',
    branch: 'Sucursala Iași (BTRLRO22IAS)',
    iban: 'RO49BTRL0000000012345678',
  },
};

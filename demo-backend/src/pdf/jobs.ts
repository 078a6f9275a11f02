// The messages between the server and the PDF render process. Types only: the worker is ESM,
// the server may be CommonJS (jest), and both import this file.

export type PdfLocale = 'ru' | 'ro' | 'en' | 'ua';

/** Agency details as printed, bank and branch already resolved to names. */
export interface ContractParty {
  company_name: string;
  fiscal_code: string;
  country: string;
  city: string;
  address: string;
  director: string;
  email: string;
  phone: string;
  bank: string;
  branch: string;
  iban: string;
}

export type PdfJob = { kind: 'agency-contract'; locale: PdfLocale; date: string; agency: ContractParty | null };

export type PdfRequest = { id: number; job: PdfJob };
export type PdfResponse = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; error: string };

// The messages between the server and the PDF render process. Types only: the worker is ESM,
// the server may be CommonJS (jest), and both import this file.

import type { DocumentKind, Order } from '@/lib/schemas/orders';

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

/** The agency an order belongs to, as printed on its documents. */
export interface OrderDocumentAgency {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** What one of the operator's documents says (GET v1/documents/{id}/download): text in its own language. */
export interface OperatorDocumentContent {
  title: string;
  subtitle?: string;
  sections: Array<{ heading?: string; paragraphs?: string[]; table?: { head: string[]; rows: string[][] } }>;
}

/** The contract's annex: the commission table (orders/commission.ts), already in the contract's language. */
export interface ContractAnnex {
  title: string;
  head: string[];
  rows: string[][];
  notes: string[];
}

export type PdfJob =
  /**
   * The agency contract: `number` null and `agency` null for the blank form; `signed` prints the
   * signatories' names (the operator's and the agency's director) under the signature lines.
   */
  | {
      kind: 'agency-contract';
      locale: PdfLocale;
      date: string;
      number: string | null;
      signed: boolean;
      agency: ContractParty | null;
      annex: ContractAnnex;
    }
  /**
   * One document of an order (GET orders/{id}/print_{document}); `all_documents` is every available
   * one in a single file. The order is the wire `Order` of lib/schemas/orders.ts, already in `locale`.
   */
  | {
      kind: 'order-document';
      locale: PdfLocale;
      document: DocumentKind;
      order: Order;
      agency: OrderDocumentAgency;
      printed_at: string;
    }
  /** One of the operator's documents for agencies, in the document's own language; `date` is DD.MM.YYYY. */
  | { kind: 'operator-document'; locale: PdfLocale; content: OperatorDocumentContent; date: string };

export type PdfRequest = { id: number; job: PdfJob };
export type PdfResponse = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; error: string };

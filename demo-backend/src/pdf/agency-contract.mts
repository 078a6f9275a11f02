import { createElement as h, type ReactElement } from 'react';
import { Document, Page, StyleSheet, Text, View, type DocumentProps } from '@react-pdf/renderer';
import { CONTRACT_TEXT, OPERATOR, type ContractText } from './contract-text.mjs';
import type { ContractAnnex, ContractParty, PdfJob } from './jobs';

const BLANK = '______________________________';

const styles = StyleSheet.create({
  page: { fontSize: 9.5, lineHeight: 1.45, paddingVertical: 48, paddingHorizontal: 56 },
  title: { fontSize: 13, fontWeight: 'bold', textAlign: 'center', marginBottom: 6 },
  placeDate: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 14 },
  paragraph: { marginBottom: 8 },
  heading: { fontWeight: 'bold', marginTop: 4, marginBottom: 2 },
  detailsTitle: { fontWeight: 'bold', fontSize: 11, marginTop: 14, marginBottom: 6, textAlign: 'center' },
  columns: { flexDirection: 'row', gap: 18 },
  column: { flex: 1 },
  columnTitle: { fontWeight: 'bold', marginBottom: 4 },
  signature: { marginTop: 24, borderTopWidth: 0.5, borderTopColor: '#333', paddingTop: 2, fontSize: 8 },
  annexTitle: { fontWeight: 'bold', fontSize: 11, marginBottom: 8, textAlign: 'center' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#999', paddingVertical: 2 },
  cell: { flex: 1 },
  number: { flex: 1, textAlign: 'right' },
  note: { marginTop: 6, fontSize: 8.5 },
});

interface PartyLines {
  title: string;
  lines: Array<[string, string]>;
}

function operatorLines(text: ContractText): PartyLines {
  const f = text.fields;
  return {
    title: text.operator,
    lines: [
      [f.company_name, OPERATOR.name],
      [f.fiscal_code, OPERATOR.fiscal_code],
      [f.address, OPERATOR.address],
      [f.email, OPERATOR.email],
      [f.phone, OPERATOR.phone],
      [f.bank, OPERATOR.bank],
      [f.iban, OPERATOR.iban],
    ],
  };
}

function agencyLines(text: ContractText, agency: ContractParty | null): PartyLines {
  const f = text.fields;
  const country = agency ? (text.countries[agency.country] ?? agency.country) : '';
  const value = (v: string | undefined) => v ?? BLANK;
  return {
    title: text.agency,
    lines: [
      [f.company_name, value(agency?.company_name)],
      [f.fiscal_code, value(agency?.fiscal_code)],
      [f.address, agency ? `${agency.address}, ${agency.city}, ${country}` : BLANK],
      [f.director, value(agency?.director)],
      [f.email, value(agency?.email)],
      [f.phone, value(agency?.phone)],
      [f.bank, agency ? `${agency.bank}, ${agency.branch}` : BLANK],
      [f.iban, value(agency?.iban)],
    ],
  };
}

/** A party's details and its signature line: under it the signatory's name once signed, empty on a form. */
function party(block: PartyLines, signatory: string | null): ReactElement {
  return h(
    View,
    { style: styles.column },
    h(Text, { style: styles.columnTitle }, block.title),
    ...block.lines.map(([label, value]) => h(Text, { key: label }, `${label}: ${value}`)),
    h(Text, { style: styles.signature }, signatory ? `/ ${signatory} /` : ''),
  );
}

/** Annex 1: the commission table (demo-backend/src/orders/commission.ts) as the job brings it. */
function annex(content: ContractAnnex): ReactElement[] {
  const row = (cells: string[], bold: boolean) =>
    h(
      View,
      { style: styles.row, wrap: false },
      ...cells.map((cell, i) =>
        h(Text, { key: i, style: [i === 0 ? styles.cell : styles.number, bold ? { fontWeight: 'bold' } : {}] }, cell),
      ),
    );
  return [
    h(Text, { key: 'title', style: styles.annexTitle, break: true }, content.title),
    h(View, { key: 'table' }, row(content.head, true), ...content.rows.map((cells) => row(cells, false))),
    ...content.notes.map((note, i) => h(Text, { key: `note-${i}`, style: styles.note }, note)),
  ];
}

/**
 * The agency contract: the signed one with its stored number, date and signatories, or the form
 * (`agency` null: blank; `number` null: not signed yet) with lines to fill in by hand; Annex 1 is
 * the commission table.
 */
export function agencyContract(
  job: Extract<PdfJob, { kind: 'agency-contract' }>,
  fontFamily: string,
): ReactElement<DocumentProps> {
  const { locale, date, agency } = job;
  const text = CONTRACT_TEXT[locale];
  const title = text.title.replace('{number}', job.number ?? '________');
  const signed = job.signed && agency !== null;
  return h(
    Document,
    { title, author: OPERATOR.name, language: locale === 'ua' ? 'uk' : locale },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily }] },
      h(Text, { style: styles.title }, title),
      h(
        View,
        { style: styles.placeDate },
        h(Text, null, text.city),
        h(Text, null, agency ? date : '«____» ____________ 20___'),
      ),
      h(Text, { style: styles.paragraph }, text.intro(agency?.company_name ?? BLANK)),
      ...text.clauses.map((clause) =>
        h(
          View,
          { key: clause.heading, wrap: false },
          h(Text, { style: styles.heading }, clause.heading),
          h(Text, { style: styles.paragraph }, clause.body),
        ),
      ),
      h(Text, { style: styles.detailsTitle }, text.details),
      h(
        View,
        { style: styles.columns, wrap: false },
        party(operatorLines(text), signed ? OPERATOR.director : null),
        party(agencyLines(text, agency), signed ? agency.director : null),
      ),
      h(
        View,
        { style: styles.columns },
        h(Text, { style: styles.column }, text.signature),
        h(Text, { style: styles.column }, text.signature),
      ),
      ...annex(job.annex),
    ),
  );
}

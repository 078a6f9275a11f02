import { createElement as h, type ReactElement } from 'react';
import { Document, Page, StyleSheet, Text, View, type DocumentProps } from '@react-pdf/renderer';
import { OPERATOR } from './contract-text.mjs';
import type { PdfJob } from './jobs';

const styles = StyleSheet.create({
  page: { fontSize: 10, lineHeight: 1.45, paddingVertical: 48, paddingHorizontal: 56 },
  letterhead: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 1,
    borderBottomColor: '#1e3a8a',
    paddingBottom: 6,
    marginBottom: 18,
    fontSize: 8,
    color: '#334155',
  },
  operator: { fontWeight: 'bold', fontSize: 10, color: '#1e3a8a' },
  title: { fontSize: 14, fontWeight: 'bold', marginBottom: 4 },
  subtitle: { color: '#475569', marginBottom: 12 },
  heading: { fontWeight: 'bold', fontSize: 11, marginTop: 10, marginBottom: 4 },
  paragraph: { marginBottom: 6 },
  table: { marginVertical: 6, borderTopWidth: 0.5, borderLeftWidth: 0.5, borderColor: '#94a3b8' },
  row: { flexDirection: 'row' },
  cell: {
    flex: 1,
    borderRightWidth: 0.5,
    borderBottomWidth: 0.5,
    borderColor: '#94a3b8',
    paddingVertical: 3,
    paddingHorizontal: 4,
    minHeight: 16,
  },
  head: { backgroundColor: '#e2e8f0', fontWeight: 'bold' },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 56,
    right: 56,
    fontSize: 7.5,
    color: '#64748b',
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

type Job = Extract<PdfJob, { kind: 'operator-document' }>;

function table(head: string[], rows: string[][]): ReactElement {
  const line = (cells: string[], key: string, header: boolean) =>
    h(
      View,
      { key, style: styles.row, wrap: false },
      ...cells.map((cell, i) =>
        h(Text, { key: String(i), style: header ? [styles.cell, styles.head] : styles.cell }, cell),
      ),
    );
  return h(
    View,
    { style: styles.table },
    line(head, 'head', true),
    ...rows.map((row, i) => line(row, String(i), false)),
  );
}

/** One of the operator's documents for agencies: letterhead, title, sections of text and tables. */
export function operatorDocument(job: Job, fontFamily: string): ReactElement<DocumentProps> {
  const { content } = job;
  return h(
    Document,
    { title: content.title, author: OPERATOR.name, language: job.locale === 'ua' ? 'uk' : job.locale },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily }] },
      h(
        View,
        { style: styles.letterhead, fixed: true },
        h(Text, { style: styles.operator }, OPERATOR.name),
        h(Text, null, `${OPERATOR.address} · ${OPERATOR.phone}`),
      ),
      h(Text, { style: styles.title }, content.title),
      content.subtitle ? h(Text, { style: styles.subtitle }, content.subtitle) : null,
      ...content.sections.map((section, i) =>
        h(
          View,
          { key: String(i) },
          section.heading ? h(Text, { style: styles.heading }, section.heading) : null,
          ...(section.paragraphs ?? []).map((text, j) => h(Text, { key: String(j), style: styles.paragraph }, text)),
          section.table ? table(section.table.head, section.table.rows) : null,
        ),
      ),
      h(
        View,
        { style: styles.footer, fixed: true },
        h(Text, null, `${OPERATOR.email} · ${job.date}`),
        h(Text, {
          render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
            `${pageNumber} / ${totalPages}`,
        }),
      ),
    ),
  );
}

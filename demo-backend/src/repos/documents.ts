import { DOCUMENT_KINDS, type DocumentKind } from '@/lib/schemas/content';
import type { AgencyDocument, DocumentGroup } from '@/lib/schemas/content';
import { DOCUMENT_KIND_NAMES } from '../db/content/documents';
import type { Db } from '../db/open';
import type { Locale } from '../i18n';
import { commissionAnnex } from '../orders/commission';
import type { OperatorDocumentContent, PdfJob } from '../pdf/jobs';
import type { PdfRenderer } from '../pdf/renderer';
import { signedContractJob, signedContractOf } from './agency-contract';
import { textIn } from './content-texts';
import { formatCalendarDate } from '@/lib/format/date';

interface Row {
  id: number;
  agency_id: number | null;
  kind: DocumentKind;
  language: Locale;
  file_name: string;
  published_at: string;
  texts: string;
  content: string | null;
  size: number | null;
}

/**
 * The agency's documents. Each PDF is rendered once, on first need, by the PDF process and kept in
 * document_files: the list reports the size of the very file the download sends.
 */
export class Documents {
  private readonly every;
  private readonly rows;
  private readonly one;
  private readonly file;
  private readonly saveFile;
  private readonly rendering = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly pdf: PdfRenderer,
  ) {
    const select = `SELECT d.id, d.agency_id, d.kind, d.language, d.file_name, d.published_at, d.texts, d.content, LENGTH(f.pdf) AS size
                      FROM documents d LEFT JOIN document_files f ON f.document_id = d.id`;
    const mine = '(d.agency_id IS NULL OR d.agency_id = (SELECT agency_id FROM users WHERE id = ?))';
    this.every = db.prepare<[], Row>(`${select} ORDER BY d.id`);
    this.rows = db.prepare<[number], Row>(`${select} WHERE ${mine} ORDER BY d.published_at DESC, d.id`);
    this.one = db.prepare<[number, number], Row>(`${select} WHERE ${mine} AND d.id = ?`);
    this.file = db.prepare<[number], { pdf: Buffer }>('SELECT pdf FROM document_files WHERE document_id = ?');
    this.saveFile = db.prepare<[number, Buffer]>(
      'INSERT OR REPLACE INTO document_files (document_id, pdf) VALUES (?, ?)',
    );
  }

  private job(row: Row): PdfJob {
    const date = formatCalendarDate(row.published_at);
    if (row.content === null) {
      // The agency's own contract is the signed one GET agencies/contract shows; without one, the blank form.
      const signed = row.agency_id === null ? null : signedContractOf(this.db, row.agency_id);
      if (signed) return signedContractJob(this.db, signed, row.language);
      return {
        kind: 'agency-contract',
        locale: row.language,
        date,
        number: null,
        signed: false,
        agency: null,
        annex: commissionAnnex(row.language),
      };
    }
    return {
      kind: 'operator-document',
      locale: row.language,
      content: JSON.parse(row.content) as OperatorDocumentContent,
      date,
    };
  }

  /** Renders the document's PDF unless it is stored; concurrent callers share one rendering. */
  private ensure(row: Row): Promise<void> {
    if (row.size !== null) return Promise.resolve();
    let pending = this.rendering.get(row.id);
    if (!pending) {
      pending = this.pdf
        .render(this.job(row))
        .then((pdf) => void this.saveFile.run(row.id, pdf))
        .finally(() => this.rendering.delete(row.id));
      this.rendering.set(row.id, pending);
    }
    return pending;
  }

  /** Renders every document not stored yet, one after another (the PDF process takes one job at a time). */
  async warm(): Promise<void> {
    for (const row of this.every.all()) await this.ensure(row);
  }

  /** The caller's agency's documents grouped by kind, in DOCUMENT_KINDS order, newest first in a group. */
  async groups(userId: number, locale: Locale): Promise<DocumentGroup[]> {
    const before = this.rows.all(userId);
    await Promise.all(before.map((row) => this.ensure(row)));
    const rows = this.rows.all(userId);
    const documents: AgencyDocument[] = rows.map((row) => {
      const text = textIn<{ title: string; description: string }>(row.texts, locale);
      return {
        id: row.id,
        kind: row.kind,
        title: text.title,
        description: text.description,
        file_name: row.file_name,
        size: row.size ?? 0,
        language: row.language,
        published_at: row.published_at,
      };
    });
    return DOCUMENT_KINDS.map((kind) => ({
      kind,
      name: DOCUMENT_KIND_NAMES[kind][locale],
      documents: documents.filter((d) => d.kind === kind),
    })).filter((group) => group.documents.length > 0);
  }

  /** The file of one of the caller's agency's documents, or undefined (another agency's is not found). */
  async download(userId: number, id: number): Promise<{ pdf: Buffer; file_name: string } | undefined> {
    const row = this.one.get(userId, id);
    if (!row) return undefined;
    await this.ensure(row);
    const file = this.file.get(id);
    return file && { pdf: file.pdf, file_name: row.file_name };
  }
}

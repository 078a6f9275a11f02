import { useLocale, useTranslations } from 'next-intl';
import { TableHead } from '@/components/ui/table-head';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatCalendarDate } from '@/lib/format/date';
import { formatFileSize } from '@/lib/format/size';
import { formattingLocale, isLocale, localeNames } from '@/lib/i18n/locales';
import type { DocumentGroup } from '@/lib/schemas/content';
import { DocumentDownload } from './document-download';
import { PageTitle, EmptyList } from '@/components/ui/page-heading';
import { PrintUnavailable } from '@/components/ui/print-unavailable';

/**
 * /documents (docs/product.md §10 "The operator's content"): the agency's files by kind, each with
 * its size in the reader's units, date and own language, and a download. Rendered on the server;
 * the page's code is the download buttons. A table on a desktop, a card per file on a phone.
 */
export function DocumentsView({ groups }: { groups: readonly DocumentGroup[] }) {
  const t = useTranslations('documents');
  const tPages = useTranslations('pages');
  const tCommon = useTranslations('common');
  const locale = useLocale();
  const formatting = isLocale(locale) ? formattingLocale(locale) : locale;
  const columns = [
    { label: t('columns.document') },
    { label: t('columns.language') },
    { label: t('columns.size'), numeric: true },
    { label: t('columns.date') },
    { label: <span className="sr-only">{t('columns.file')}</span> },
  ];

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div className="space-y-1">
        <PageTitle>{tPages('documents.title')}</PageTitle>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>

      {/* A list of files: each is printed from its PDF (docs/product.md §10 "Printing"). */}
      <PrintUnavailable>
        <div className="space-y-6">
          {groups.every((group) => group.documents.length === 0) ? (
            <EmptyList testId="documents-empty">{tCommon('noOptions')}</EmptyList>
          ) : (
            groups
              .filter((group) => group.documents.length > 0)
              .map((group) => (
                <section key={group.kind} aria-labelledby={`documents-${group.kind}`} className="space-y-2">
                  <h2 id={`documents-${group.kind}`} className="text-lg font-semibold text-slate-900">
                    {group.name}
                  </h2>
                  <TableScroll label={group.name} className="sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white">
                    <table data-testid={`documents-table-${group.kind}`} className="card-table">
                      <TableHead
                        className="bg-slate-50 text-left text-xs text-slate-600"
                        cellClassName=""
                        columns={columns}
                      />
                      <tbody>
                        {group.documents.map((doc) => (
                          <tr key={doc.id} data-testid="document-row" data-document={doc.id}>
                            <th scope="row" className="max-sm:col-span-2">
                              <span className="block font-medium break-words text-slate-900">{doc.title}</span>
                              <span className="block break-words text-slate-600">{doc.description}</span>
                            </th>
                            <td data-label={t('columns.language')} lang={doc.language === 'ua' ? 'uk' : doc.language}>
                              {localeNames[doc.language]}
                            </td>
                            <td
                              data-label={t('columns.size')}
                              className="tabular-nums sm:text-right sm:whitespace-nowrap"
                            >
                              {formatFileSize(doc.size, formatting)}
                            </td>
                            <td data-label={t('columns.date')} className="tabular-nums sm:whitespace-nowrap">
                              <time dateTime={doc.published_at}>{formatCalendarDate(doc.published_at)}</time>
                            </td>
                            <td className="max-sm:col-span-2">
                              <DocumentDownload
                                id={doc.id}
                                fileName={doc.file_name}
                                texts={{
                                  label: t('download'),
                                  name: t('downloadNamed', { title: doc.title }),
                                  saved: t('saved', { name: doc.file_name }),
                                }}
                              />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableScroll>
                </section>
              ))
          )}
        </div>
      </PrintUnavailable>
    </section>
  );
}

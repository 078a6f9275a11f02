'use client';

import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download';

/** The BFF path of a document's PDF (GET v1/documents/{id}/download, docs/product.md §7 "Content"). */
export const documentDownloadPath = (id: number) => `/api/v1/documents/${id}/download`;

export interface DocumentDownloadTexts {
  /** The button's words ("Download"). */
  label: string;
  /** Its accessible name, naming the document ("Download: Agency contract"). */
  name: string;
  /** Said once saved ("Saved as contract.pdf"). */
  saved: string;
}

/**
 * One document's download: fetched through the BFF (which wants the CSRF header a plain link
 * cannot send) and saved under the server's name. Each row has its own busy state and its own
 * error, in the reader's language, under its button; texts come from the server page.
 */
export function DocumentDownload({
  id,
  fileName,
  texts,
}: {
  id: number;
  fileName: string;
  texts: DocumentDownloadTexts;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    setSaved(false);
    try {
      await downloadFile(documentDownloadPath(id), fileName);
      setSaved(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2 sm:text-right">
      <Button
        variant="secondary"
        loading={busy}
        aria-label={texts.name}
        data-testid="document-download"
        onClick={() => void download()}
        className="max-sm:w-full"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
        </svg>
        {texts.label}
      </Button>
      <p role="status" className={saved ? 'text-xs text-slate-600' : 'sr-only'}>
        {saved ? texts.saved : ''}
      </p>
      <ApiErrorAlert error={failure} className="text-left" />
    </div>
  );
}

'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAlerts } from '@/lib/alerts/use-alerts';

export interface DownloadableDocument<K extends string> {
  kind: K;
  available: boolean;
  /** Why not available yet, in the user's language. */
  reason: string | null;
}

export interface DocumentDownloadsProps<K extends string> {
  /** The record's id: the reasons' element ids. */
  ownerId: number;
  /** The kinds in the order they are shown. */
  kinds: readonly K[];
  documents: readonly DownloadableDocument<K>[];
  download: (kind: K) => Promise<unknown>;
  label: (kind: K) => string;
  /** The reason shown for a kind the record does not list (in the grammar of the kind's name). */
  missingReason: (kind: K) => string;
}

/**
 * One download button per document kind (an order's prints, a ticket order's e-ticket and
 * receipt), in a fixed order. A document the record does not have yet is a disabled button with
 * the backend's reason next to it (and tied to it for screen readers); a failed download is an alert.
 */
export function DocumentDownloads<K extends string>({
  ownerId,
  kinds,
  documents,
  download,
  label,
  missingReason,
}: DocumentDownloadsProps<K>) {
  const { showApiError } = useAlerts();
  const [busy, setBusy] = useState<K | null>(null);
  const byKind = new Map(documents.map((doc) => [doc.kind, doc]));

  const start = async (kind: K) => {
    setBusy(kind);
    try {
      await download(kind);
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {kinds.map((kind) => {
        const doc = byKind.get(kind);
        const available = doc?.available ?? false;
        const reason = doc?.reason || missingReason(kind);
        const reasonId = `document-${ownerId}-${kind}-reason`;
        return (
          <li key={kind} data-testid={`document-${kind}`} className="space-y-1">
            <Button
              variant="secondary"
              fullWidth
              disabled={!available || (busy !== null && busy !== kind)}
              loading={busy === kind}
              aria-describedby={available ? undefined : reasonId}
              onClick={() => void start(kind)}
            >
              {label(kind)}
            </Button>
            {available ? null : (
              <p id={reasonId} className="text-xs text-slate-600">
                {reason}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { isModifiedClick } from '@/lib/link-click';

/**
 * The link that opens a list's record over the list (the journal's order, a ticket order, a
 * charter flight): a real link, so a new tab and a copied address work; a plain click opens the
 * record in place, a modified one keeps the browser's meaning.
 */
export function RowOpenLink({ href, onOpen, children }: { href: string; onOpen: () => void; children: ReactNode }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
      className="font-semibold whitespace-nowrap text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
    >
      {children}
    </a>
  );
}

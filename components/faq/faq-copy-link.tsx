'use client';

import { useState } from 'react';

export interface CopyLinkTexts {
  /** The button's name and its tooltip at rest. */
  label: string;
  copied: string;
  failed: string;
}

/**
 * An icon button that copies the absolute link to one FAQ answer (`/faq#<slug>`). Its tooltip
 * (CSS, `.tooltip`) says what it does, then what happened; a polite live region says it too.
 * Texts come from the server page, so the FAQ sends no catalogue part to the browser.
 */
export function FaqCopyLink({ slug, texts }: { slug: string; texts: CopyLinkTexts }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const said = state === 'copied' ? texts.copied : state === 'failed' ? texts.failed : '';

  const copy = async () => {
    const link = `${window.location.origin}/faq#${encodeURIComponent(slug)}`;
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        aria-label={texts.label}
        data-tooltip={said || texts.label}
        data-testid="faq-copy-link"
        onClick={() => void copy()}
        onBlur={() => setState('idle')}
        className="tooltip inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
      </button>
      <span role="status" className="sr-only">
        {said}
      </span>
    </>
  );
}

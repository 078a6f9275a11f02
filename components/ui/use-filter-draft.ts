import { useState } from 'react';

/**
 * A list's filters as a draft (the forms not yet server-rendered, docs/architecture.md
 * "Server-first screens"): typed values wait for "Apply" (one URL change, one request). `set`
 * drops a key whose value is empty (undefined, '' or []), so the URL written from it stays short.
 */
export function useFilterDraft<T extends object>(values: T) {
  const [draft, setDraft] = useState<T>(values);
  const set = <K extends keyof T>(key: K, value: T[K] | undefined) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
      else next[key] = value;
      return next;
    });
  return { draft, setDraft, set };
}

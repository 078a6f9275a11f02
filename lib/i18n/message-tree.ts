// The catalogue-tree helpers the browser needs (components/providers/intl-messages.tsx), apart
// from lib/i18n/client-messages.ts, whose scope lists and pickers only the server uses: imported
// from there, they went into every portal page's first-load JavaScript.

/** A catalogue, or a part of one: namespaces and keys down to the messages. */
export type Tree = { [key: string]: unknown };

export function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `inner` laid over `outer`: objects merged key by key, anything else (a message) from `inner`. */
export function mergeMessages(outer: Tree, inner: Tree): Tree {
  const merged: Tree = { ...outer };
  for (const [key, value] of Object.entries(inner)) {
    const under = merged[key];
    merged[key] = isTree(under) && isTree(value) ? mergeMessages(under, value) : value;
  }
  return merged;
}

// What `use-sync-external-store/shim` resolves to in the app's bundles (next.config.ts): React 19
// has the hook itself, so SWR's import needs no fallback implementation.
export { useSyncExternalStore } from 'react';

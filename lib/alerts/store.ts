/** docs/product.md §9: how long an alert stays on screen unless it is persistent. */
export const ALERT_DURATION_MS = 3500;

export type AlertType = 'error' | 'success' | 'info' | 'warning';

export interface AlertInput {
  type: AlertType;
  title?: string;
  message: string;
  /** Stays until the user closes it. */
  persistent?: boolean;
}

export interface AlertItem extends AlertInput {
  id: number;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface AlertStore {
  /** Returns the alert's id, or null when it has no text and is therefore not shown (docs/product.md §8). */
  show(input: AlertInput): number | null;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly AlertItem[];
}

const EMPTY: readonly AlertItem[] = [];

/** The alert stack's state, framework-free so the timing rules are unit-testable with fake timers. */
export function createAlertStore({ duration = ALERT_DURATION_MS, timers = globalThis as Timers } = {}): AlertStore {
  let items: readonly AlertItem[] = EMPTY;
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
    if (!items.some((item) => item.id === id)) return;
    items = items.filter((item) => item.id !== id);
    emit();
  };

  return {
    show(input) {
      const title = input.title?.trim() ?? '';
      const message = input.message.trim();
      if (!title && !message) return null;
      const id = nextId++;
      items = [...items, { ...input, title, message, id }];
      if (!input.persistent)
        handles.set(
          id,
          timers.setTimeout(() => dismiss(id), duration),
        );
      emit();
      return id;
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

/**
 * Optional hook point: called when a request starts, its result called when it ends. The portal's
 * progress bar registers here (components/progress), so every apiFetch/SWR call counts as
 * work in flight without the fetcher knowing about any UI.
 */
type RequestObserver = () => () => void;
let requestObserver: RequestObserver | null = null;

export function setRequestObserver(observer: RequestObserver | null): void {
  requestObserver = observer;
}

/** A request starts (lib/hooks/fetcher.ts): the function to call when it ends, if anyone observes. */
export function observeRequest(): (() => void) | undefined {
  return requestObserver?.();
}

'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/** What the plain trigger went through before the real popover arrived, done again on the real button. */
export interface TriggerReplay {
  /** The plain button had the focus (a click gives it): the real one takes it. */
  focus: boolean;
}

/**
 * A popover whose code (Headless UI with floating-ui, and the panel's content) is loaded on first
 * use (docs/performance.md): until it is needed its
 * trigger is a plain button that looks and is named the same. Hovering, focusing or pressing the
 * button starts the download; the click (or Enter/Space) swaps in the real button, focused and
 * opened, so the first click opens the popover as before.
 * Only the click swaps: a swap in the middle of a press (the code already cached, a second popover
 * on the page or a remounted form) sent the rest of the press to no button, and the popover that
 * had just opened closed on that "outside" mousedown.
 */
export function useLazyPopover<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<{ module: T; replay: TriggerReplay } | null>(null);
  const plain = useRef<HTMLButtonElement>(null);
  const warm = () => void load();
  const open = () => {
    void load().then((module) =>
      setLoaded((current) => current ?? { module, replay: { focus: document.activeElement === plain.current } }),
    );
  };
  const triggerProps = {
    ref: plain,
    type: 'button' as const,
    onPointerEnter: warm,
    onFocus: warm,
    onPointerDown: warm,
    onClick: open,
  };
  return { loaded, triggerProps };
}

/** In the real popover: open its button as the plain trigger was clicked, focused if it was (once, when it mounts). */
export function useTriggerReplay(replay: TriggerReplay, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (replay.focus) button.current?.focus();
    button.current?.click();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the click made before the code arrived, replayed once
  }, []);
}

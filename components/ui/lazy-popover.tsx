'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/** What the plain trigger went through before the real popover arrived, done again on the real button. */
export interface TriggerReplay {
  focus: boolean;
  open: boolean;
}

/**
 * A popover whose code (Headless UI with floating-ui, ~30 KiB gzip, and the panel's content) is
 * not in the page's first-load JavaScript (`npm run bench` counts it): until it is needed its
 * trigger is a plain button that looks and is named the same. Hovering or focusing the button
 * starts the download; a click (or Enter/Space) before the code is there is remembered, and the
 * real button is then focused and opened, so the first click opens the popover as before.
 * A press counts as the click: once the code is cached (a second popover on the page, a remounted
 * form) the focus that comes with pointerdown swaps the buttons at once, and the click that
 * follows lands on no button (without hover first, as on a touch screen, it never opened).
 */
export function useLazyPopover<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<{ module: T; replay: TriggerReplay } | null>(null);
  const plain = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  const start = () => {
    void load().then((module) =>
      setLoaded((current) => current ?? { module, replay: { focus: document.activeElement === plain.current, open: wantsOpen.current } }),
    );
  };
  const open = () => {
    wantsOpen.current = true;
    start();
  };
  const triggerProps = {
    ref: plain,
    type: 'button' as const,
    onPointerEnter: start,
    onFocus: start,
    onPointerDown: open,
    onClick: open,
  };
  return { loaded, triggerProps };
}

/** In the real popover: focus and open its button as the plain trigger was (once, when it mounts). */
export function useTriggerReplay(replay: TriggerReplay, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (replay.focus || replay.open) button.current?.focus();
    if (replay.open) button.current?.click();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what happened before the code arrived, replayed once
  }, []);
}

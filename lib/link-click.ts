/** What a click on a link says about where the user means to go. */
type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** Not the main button, or with a modifier key: a new tab or window, a download — the browser's, not the page's. */
export function isModifiedClick(event: Click): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A click the portal navigates itself (client-side): unmodified, on a link of this origin that
 * opens in this window and is no download. Every other click keeps the browser's meaning.
 */
export function isInAppLinkClick(event: Click, anchor: HTMLAnchorElement): boolean {
  if (isModifiedClick(event)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return new URL(anchor.href, window.location.href).origin === window.location.origin;
}

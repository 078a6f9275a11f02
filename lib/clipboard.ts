/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (HTTPS or localhost); an
 * agency portal opened by a LAN address over plain HTTP has none, so a hidden textarea and
 * `execCommand('copy')` are the fallback. Throws when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText && window.isSecureContext !== false) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or the document lost focus: try the old way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.pointerEvents = 'none';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } finally {
    area.remove();
    focused?.focus();
  }
  if (!copied) throw new Error('copy refused');
}

declare global {
  interface Window {
    /** Set by holdEarlyActions; ReleaseHeldActions calls it once the page's script runs. */
    __releaseHeldActions?: () => void;
  }
}

/**
 * Runs in the page before any of its script, as an inline script of the root layout (its source is
 * this function's, so it uses nothing from outside it), and keeps what a user does before that
 * script has run (a slow connection, docs/architecture.md §6 "Before the script"):
 * - A form its script submits (`method="post"` and no `action`) would post to the page, which
 *   answers the empty form again: what was typed is lost. Such a submit is held, the form marked
 *   busy, and submitted again through its script, with the same button.
 * - A click on a script button (`type="button"`: a top-bar menu, a dialog's opener) would do
 *   nothing, its handler not there yet. The last such click is held, the button marked busy, and
 *   clicked again.
 * `__releaseHeldActions` (called by the first render's effect,
 * components/providers/release-held-actions.tsx) does both and ends the holding.
 */
export function holdEarlyActions(): void {
  const held: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  let clicked: HTMLButtonElement | null = null;
  let released = false;
  // Nobody else sees a held event, React included (it listens on the document too, once it starts
  // hydrating): it happens once, when released.
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (released || !(form instanceof HTMLFormElement)) return;
      if (form.getAttribute('method') !== 'post' || form.hasAttribute('action')) return;
      hold(event);
      if (!held.some((entry) => entry.form === form)) held.push({ form, submitter: event.submitter });
      form.setAttribute('aria-busy', 'true');
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const button = released || !(target instanceof Element) ? null : target.closest('button[type="button"]');
      if (!(button instanceof HTMLButtonElement) || button.disabled) return;
      hold(event);
      clicked?.removeAttribute('aria-busy');
      clicked = button;
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );
  window.__releaseHeldActions = () => {
    released = true;
    for (const { form, submitter } of held.splice(0)) {
      form.removeAttribute('aria-busy');
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    }
    const button = clicked;
    clicked = null;
    button?.removeAttribute('aria-busy');
    if (button?.isConnected) button.click();
  };
}

/** The inline script's source. */
export const HOLD_EARLY_ACTIONS_SCRIPT = `(${holdEarlyActions.toString()})()`;

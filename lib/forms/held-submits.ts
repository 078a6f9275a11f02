declare global {
  interface Window {
    /** Set by holdEarlySubmits; ReleaseHeldSubmits calls it once the page's script runs. */
    __releaseHeldSubmits?: () => void;
  }
}

/**
 * Runs in the page before any of its script, as an inline script of the root layout (its source is
 * this function's, so it uses nothing from outside it). A form its script submits (`method="post"`
 * and no `action`, docs/architecture.md §6 "Forms before the script") that is submitted before
 * that script has run would post to the page, which answers the empty form again: what was typed
 * is lost. Such a submit is held instead, the form marked busy, until `__releaseHeldSubmits`
 * (called by the first render's effect, components/providers/release-held-submits.tsx) submits it
 * again, now through its script, with the same button.
 */
export function holdEarlySubmits(): void {
  const held: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  let released = false;
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (released || !(form instanceof HTMLFormElement)) return;
      if (form.getAttribute('method') !== 'post' || form.hasAttribute('action')) return;
      event.preventDefault();
      if (!held.some((entry) => entry.form === form)) held.push({ form, submitter: event.submitter });
      form.setAttribute('aria-busy', 'true');
    },
    true,
  );
  window.__releaseHeldSubmits = () => {
    released = true;
    for (const { form, submitter } of held.splice(0)) {
      form.removeAttribute('aria-busy');
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    }
  };
}

/** The inline script's source. */
export const HOLD_EARLY_SUBMITS_SCRIPT = `(${holdEarlySubmits.toString()})()`;

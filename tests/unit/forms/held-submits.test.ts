/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { holdEarlySubmits, HOLD_EARLY_SUBMITS_SCRIPT } from '@/lib/forms/held-submits';

// A form submitted before the page's script has run: held (nothing posted, the form busy), then
// submitted again through the script once it runs; GET forms and forms with an action go on.

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

/** Whether the browser would go on with the submit (no listener prevented it). */
function submit(target: HTMLFormElement, submitter?: HTMLElement): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter ?? null });
  return target.dispatchEvent(event);
}

describe('holdEarlySubmits', () => {
  beforeAll(() => holdEarlySubmits());

  it('holds a script form submitted early, marks it busy, and submits it again with its button once released', () => {
    const held = form(
      '<form method="post"><input name="login" value="a@b.c"><button type="submit" name="go">Go</button></form>',
    );
    const button = held.querySelector('button')!;
    expect(submit(held, button)).toBe(false);
    expect(held).toHaveAttribute('aria-busy', 'true');
    // A second press while waiting is the same submit, not a second one.
    expect(submit(held, button)).toBe(false);

    const requestSubmit = jest.spyOn(held, 'requestSubmit').mockImplementation(() => undefined);
    window.__releaseHeldSubmits!();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith(button);
    expect(held).not.toHaveAttribute('aria-busy');
    // From then on the script handles every submit itself.
    expect(submit(held)).toBe(true);
  });
});

describe('holdEarlySubmits, what it leaves alone', () => {
  beforeAll(() => holdEarlySubmits());

  it.each([
    ['a filter form (GET)', '<form method="get"><input name="q"></form>'],
    ['a form without a method (GET)', '<form><input name="q"></form>'],
    ['a form posting to an address of its own', '<form method="post" action="/api/session/refresh"></form>'],
  ])('%s is submitted by the browser as it is', (_name, html) => {
    expect(submit(form(html))).toBe(true);
  });

  it('is the source of one self-contained function, called', () => {
    expect(HOLD_EARLY_SUBMITS_SCRIPT.startsWith('(')).toBe(true);
    expect(HOLD_EARLY_SUBMITS_SCRIPT.endsWith(')()')).toBe(true);
    expect(HOLD_EARLY_SUBMITS_SCRIPT).toContain('__releaseHeldSubmits');
  });
});

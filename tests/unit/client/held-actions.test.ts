/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { holdEarlyActions, HOLD_EARLY_ACTIONS_SCRIPT } from '@/lib/held-actions';

// What a user does before the page's script has run: a script form's submit and a script button's
// click are held (nothing posted, nobody else told, the form or button busy), then done again
// through the script once it runs; GET forms, forms with an action and links go on.

function html(markup: string): void {
  document.body.innerHTML = markup;
}

/** Whether the browser would go on with the submit (no listener prevented it). */
function submit(target: HTMLFormElement, submitter?: HTMLElement): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter ?? null });
  return target.dispatchEvent(event);
}

/** Clicks `target`; whether the browser would go on with it, and whether a listener added later (React's) saw it. */
function click(target: Element): { allowed: boolean; seen: boolean } {
  let seen = false;
  const later = () => (seen = true);
  document.addEventListener('click', later, true);
  const allowed = target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  document.removeEventListener('click', later, true);
  return { allowed, seen };
}

describe('holdEarlyActions', () => {
  beforeAll(() => holdEarlyActions());

  it('holds a script form submitted early, marks it busy, and submits it again with its button once released', () => {
    html('<form method="post"><input name="login" value="a@b.c"><button type="submit" name="go">Go</button></form>');
    const held = document.querySelector('form')!;
    const button = held.querySelector('button')!;
    expect(submit(held, button)).toBe(false);
    expect(held).toHaveAttribute('aria-busy', 'true');
    // A second press while waiting is the same submit, not a second one.
    expect(submit(held, button)).toBe(false);

    // The last click on a script button, waiting too (the first one's mark gone).
    html(
      '<form method="post"><input name="login" value="a@b.c"><button type="submit" name="go">Go</button></form>' +
        '<header><button type="button" id="language"><span>EN</span></button>' +
        '<button type="button" id="profile"><img alt=""></button></header>',
    );
    const form = document.querySelector('form')!;
    const go = form.querySelector('button')!;
    expect(submit(form, go)).toBe(false);
    const language = document.getElementById('language')!;
    const profile = document.getElementById('profile')!;
    expect(click(language.querySelector('span')!)).toEqual({ allowed: false, seen: false });
    expect(click(profile.querySelector('img')!)).toEqual({ allowed: false, seen: false });
    expect(language).not.toHaveAttribute('aria-busy');
    expect(profile).toHaveAttribute('aria-busy', 'true');

    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    const languageClicks = jest.fn();
    const profileClicks = jest.fn();
    language.addEventListener('click', languageClicks);
    profile.addEventListener('click', profileClicks);
    window.__releaseHeldActions!();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith(go);
    expect(form).not.toHaveAttribute('aria-busy');
    expect(profileClicks).toHaveBeenCalledTimes(1);
    expect(languageClicks).not.toHaveBeenCalled();
    expect(profile).not.toHaveAttribute('aria-busy');
    // From then on the script handles every submit and click itself.
    expect(submit(form)).toBe(true);
    expect(click(language)).toEqual({ allowed: true, seen: true });
  });
});

describe('holdEarlyActions, what it leaves alone', () => {
  beforeAll(() => holdEarlyActions());

  it.each([
    ['a filter form (GET)', '<form method="get"><input name="q"></form>'],
    ['a form without a method (GET)', '<form><input name="q"></form>'],
    ['a form posting to an address of its own', '<form method="post" action="/api/session/refresh"></form>'],
  ])('%s is submitted by the browser as it is', (_name, markup) => {
    html(markup);
    expect(submit(document.querySelector('form')!)).toBe(true);
  });

  it.each([
    ['a link', '<a href="#orders">Orders</a>'],
    ['a disabled script button', '<button type="button" disabled>Wait</button>'],
    ['a plain form’s submit button', '<form method="get"><button type="submit">Find</button></form>'],
  ])('%s is clicked as it is', (_name, markup) => {
    html(markup);
    const target = document.body.firstElementChild!;
    const clicked = target.matches('form') ? target.querySelector('button')! : target;
    // A disabled button gets no click event at all; what reaches the document is not held.
    expect(click(clicked).allowed).toBe(true);
    expect(clicked).not.toHaveAttribute('aria-busy');
  });

  it('is the source of one self-contained function, called', () => {
    expect(HOLD_EARLY_ACTIONS_SCRIPT.startsWith('(')).toBe(true);
    expect(HOLD_EARLY_ACTIONS_SCRIPT.endsWith(')()')).toBe(true);
    expect(HOLD_EARLY_ACTIONS_SCRIPT).toContain('__releaseHeldActions');
  });
});

/**
 * Focuses the first invalid control in document order. react-hook-form focuses in registration
 * order, which differs from the visual order when fields live in nested components.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has rendered the new aria-invalid attributes.
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}

/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { alertStackClass } from '@/components/feedback/alert-corner';
import { AlertStack } from '@/components/feedback/alert-stack';
import { renderPortal } from '../fixtures/render';

// The alert stack in the corner of the user's notification_position (docs/product.md "Toasts").

function regionClasses(position: string | undefined): string[] {
  const { unmount } = renderPortal(<AlertStack className={alertStackClass(position)} />);
  const classes = [...screen.getByRole('region', { name: 'Messages' }).classList];
  unmount();
  return classes;
}

describe('the alert corner', () => {
  it.each([
    ['bottom-left', 'bottom-0', 'left-0'],
    ['bottom-right', 'bottom-0', 'right-0'],
    ['top-left', 'sm:top-36', 'left-0'],
    ['top-right', 'sm:top-36', 'right-0'],
    [undefined, 'sm:top-36', 'right-0'],
  ])('%s puts the stack at %s, %s', (position, edge, side) => {
    const classes = regionClasses(position);
    expect(classes).toEqual(expect.arrayContaining(['fixed', edge, side]));
    // One vertical edge only: a bottom corner is not pinned to the top as well.
    expect(
      classes
        .filter((name) => /^(sm:)?(top|bottom)-/.test(name))
        .every((name) => name.includes(edge.replace(/^sm:/, '').split('-')[0]!)),
    ).toBe(true);
  });

  it('keeps a top corner below the page heading beside the content, and right under the bar on a phone', () => {
    // From sm: below the bar and the h1 (an alert beside the content never covers the title).
    expect(regionClasses('top-left')).toContain('sm:top-36');
    // A phone's alert spans the width: under the bar, clear of a dialog's buttons at the foot.
    expect(regionClasses('top-left')).toContain('top-16');
  });
});

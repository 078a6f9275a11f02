/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { alertStackClass } from '@/components/feedback/alert-corner';
import { AlertStack } from '@/components/feedback/alert-stack';
import { renderPortal } from '../fixtures/render';
import { DEFAULT_NOTIFICATION_POSITION } from '@/lib/schemas/profile';

// The alert stack in the corner of the user's notification_position (docs/product.md "Toasts").

function regionClasses(position: string | undefined): string[] {
  const { unmount } = renderPortal(<AlertStack className={alertStackClass(position)} />);
  const classes = [...screen.getByRole('region', { name: 'Messages' }).classList];
  unmount();
  return classes;
}

describe('the alert corner', () => {
  it.each([
    ['bottom-left', 'sm:bottom-4', 'sm:left-4'],
    ['bottom-right', 'sm:bottom-4', 'sm:right-4'],
    ['top-left', 'sm:top-36', 'sm:left-4'],
    ['top-right', 'sm:top-36', 'sm:right-4'],
  ])('%s puts the stack at %s, %s beside the content', (position, edge, side) => {
    const classes = regionClasses(position);
    expect(classes).toEqual(expect.arrayContaining(['fixed', edge, side]));
    // One vertical edge from sm: a bottom corner is not pinned to the top as well.
    const vertical = classes.filter((name) => /^sm:(top|bottom)-(?!auto)/.test(name));
    expect(vertical).toEqual([edge]);
  });

  it.each([undefined, 'middle'])('%s is the corner a new user has (DEFAULT_NOTIFICATION_POSITION)', (position) => {
    expect(regionClasses(position)).toEqual(regionClasses(DEFAULT_NOTIFICATION_POSITION));
  });

  it.each(['top-left', 'top-right', 'bottom-left', 'bottom-right'])(
    '%s on a phone: right under the top bar, clear of a dialog’s buttons at the foot',
    (position) => {
      expect(regionClasses(position)).toContain('top-16');
      expect(regionClasses(position)).not.toContain('bottom-0');
    },
  );
});

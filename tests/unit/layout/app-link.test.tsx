/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppLink } from '@/components/ui/app-link';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

/** Clicks the link; true when the browser would follow it itself (nothing called preventDefault). */
const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });

describe('AppLink', () => {
  it('is a real link, and a plain click navigates in the app instead of loading the page', () => {
    const onClick = jest.fn();
    render(
      <AppLink href="/orders?page=2" className="row" aria-current="page" onClick={onClick}>
        Orders
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/orders?page=2');
    expect(link).toHaveClass('row');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(click('Orders')).toBe(false);
    expect(push).toHaveBeenCalledWith('/orders?page=2');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (new tab, window, download)', (_, init) => {
    render(<AppLink href="/orders">Orders</AppLink>);
    expect(click('Orders', init)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('leaves another window, a download and another site to the browser', () => {
    render(
      <>
        <AppLink href="/documents/1" target="_blank">
          New tab
        </AppLink>
        <AppLink href="/documents/1.pdf" download>
          Save
        </AppLink>
        <AppLink href="https://operator.example/rules">Elsewhere</AppLink>
        <AppLink href="/faq" target="_self">
          Same window
        </AppLink>
      </>,
    );
    expect(click('New tab')).toBe(true);
    expect(click('Save')).toBe(true);
    expect(click('Elsewhere')).toBe(true);
    expect(push).not.toHaveBeenCalled();
    expect(click('Same window')).toBe(false);
    expect(push).toHaveBeenCalledWith('/faq');
  });

  it("does not navigate when the caller's own click handler prevented it", () => {
    render(
      <AppLink href="/orders" onClick={(event) => event.preventDefault()}>
        Orders
      </AppLink>,
    );
    click('Orders');
    expect(push).not.toHaveBeenCalled();
  });
});

/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DropdownPanel } from '@/components/layout/top-bar/dropdown-panel';
import type { PanelName } from '@/components/layout/top-bar/dropdown-panels';
import { HeaderDropdown, type DropdownCode } from '@/components/layout/top-bar/header-dropdown';

function Panel({ close }: { close: () => void }) {
  return (
    <>
      <button type="button" onClick={close}>
        Done
      </button>
      <a href="/elsewhere">Elsewhere</a>
    </>
  );
}

/** The dropdowns' chunk as the test has it: the real frame, and its own panel by the name `profile`. */
const code: DropdownCode = { DropdownPanel, panels: { profile: Panel } };
const panel: PanelName = 'profile';

/** A loader of the dropdowns' chunk the test resolves or rejects by hand, as a chunk that arrives late or never. */
function deferredLoader() {
  const pending: { resolve: (code: DropdownCode) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(() => new Promise<DropdownCode>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

function renderDropdown(load: () => Promise<DropdownCode>) {
  render(<HeaderDropdown testId="menu" label="Menu" trigger="☰" panel={panel} load={load} />);
  return screen.getByRole('button', { name: 'Menu' });
}

describe('a top-bar dropdown with a lazily loaded panel', () => {
  it('fetches the panel on hover or focus, before any click', () => {
    const { load } = deferredLoader();
    const button = renderDropdown(load);
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(load).toHaveBeenCalled();
    expect(screen.queryByTestId('menu-panel')).not.toBeInTheDocument();
  });

  it('opens on the click once the panel is there, focus inside; closing from the panel gives focus back', async () => {
    const { load, pending } = deferredLoader();
    const button = renderDropdown(load);
    fireEvent.click(button);
    expect(screen.queryByTestId('menu-panel')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await act(async () => pending.forEach(({ resolve }) => resolve(code)));
    expect(screen.getByTestId('menu-panel')).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('menu-panel')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());

    // Loaded once: the next click opens at once.
    fireEvent.click(button);
    expect(screen.getByTestId('menu-panel')).toBeVisible();
  });

  it('stays closed when the panel cannot be loaded, and the next click tries again', async () => {
    const { load, pending } = deferredLoader();
    const button = renderDropdown(load);
    fireEvent.click(button);
    await act(async () => pending[0]!.reject(new Error('Loading chunk failed')));
    expect(screen.queryByTestId('menu-panel')).not.toBeInTheDocument();

    fireEvent.click(button);
    await act(async () => pending[1]!.resolve(code));
    expect(screen.getByTestId('menu-panel')).toBeVisible();
  });

  it('opens a server-rendered panel on the first click once its frame is loaded; a press outside closes it', async () => {
    render(
      <HeaderDropdown testId="rates" label="Rates" trigger="€" load={async () => code}>
        <p>1 EUR = 19.5 MDL</p>
      </HeaderDropdown>,
    );
    const button = screen.getByRole('button', { name: 'Rates' });
    fireEvent.click(button);
    expect(await screen.findByTestId('rates-panel')).toHaveTextContent('1 EUR = 19.5 MDL');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('rates-panel')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Esc with focus back on its button, and when focus moves elsewhere on the page', async () => {
    render(
      <>
        <HeaderDropdown testId="menu" label="Menu" trigger="☰" panel={panel} load={async () => code} />
        <input aria-label="elsewhere" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    expect(await screen.findByTestId('menu-panel')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Done' }), { key: 'Escape' });
    expect(screen.queryByTestId('menu-panel')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    expect(screen.getByTestId('menu-panel')).toBeVisible();
    act(() => screen.getByRole('textbox', { name: 'elsewhere' }).focus());
    expect(screen.queryByTestId('menu-panel')).not.toBeInTheDocument();
  });
});

/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { createUserStore, UserStoreProvider, useUser, useUserStore } from '@/lib/hooks/use-user';
import type { User } from '@/lib/schemas/user';
import { user as fixture } from '../fixtures/render';

const seeded = fixture as User;

// The signed-in user in the browser (lib/hooks/use-user.ts): a store of its own, not an SWR key,
// so the chrome that reads it on every page loads no SWR.
describe("the user's store", () => {
  it('starts from the server-rendered user; a change tells the listeners once, an unchanged user not at all', () => {
    const store = createUserStore(seeded, jest.fn());
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.get()).toBe(seeded);
    store.set((user) => user);
    expect(listener).not.toHaveBeenCalled();
    store.set((user) => ({ ...user, offers: 5 }));
    expect(store.get().offers).toBe(5);
    expect(listener).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.get()).toBe(seeded);
  });

  it('revalidate takes the loaded user; a failed load leaves the user as it was', async () => {
    const fresh = { ...seeded, name: 'Renamed' };
    const load = jest.fn().mockResolvedValueOnce(fresh).mockRejectedValueOnce(new Error('offline'));
    const store = createUserStore(seeded, load);
    await expect(store.revalidate()).resolves.toBe(fresh);
    expect(store.get().name).toBe('Renamed');
    await expect(store.revalidate()).resolves.toBeUndefined();
    expect(store.get().name).toBe('Renamed');
  });

  it('useUser() re-renders with the change', () => {
    let store: ReturnType<typeof useUserStore> | undefined;
    function Count() {
      store = useUserStore();
      return <output data-testid="offers">{useUser().user.offers}</output>;
    }
    render(
      <UserStoreProvider user={seeded}>
        <Count />
      </UserStoreProvider>,
    );
    expect(screen.getByTestId('offers')).toHaveTextContent(String(seeded.offers));
    act(() => store!.set((user) => ({ ...user, offers: 9 })));
    expect(screen.getByTestId('offers')).toHaveTextContent('9');
  });

  it('useUser() outside the portal layout says what is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Count />)).toThrow('useUser() needs <PortalProviders user={…}> above it');
    function Count() {
      return <>{useUser().user.name}</>;
    }
  });
});

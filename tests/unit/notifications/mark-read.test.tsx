/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import NotificationModalDialog from '@/components/notifications/notification-modal-dialog';
import { useMarkNotificationRead } from '@/lib/hooks/use-notifications';
import { UserStoreProvider, useUser } from '@/lib/hooks/use-user';
import type { Notification } from '@/lib/schemas/notifications';
import { renderPortal, stubFetch, user } from '../fixtures/render';

const critical: Notification = {
  id: 7,
  color: '#dc2626',
  subject: 'Urgent: update the agency’s details',
  message: '<p>Update them in <a href="/agency">Agency management</a>.</p>',
  category: 'critical',
  created_at: '2026-11-20T08:00:00.000Z',
  was_read: false,
};
// The user as the portal layout seeds its store.
const seeded = { ...user, notifications: { unread: 3, items: [critical] } };

function Badge() {
  const { user: shown } = useUser();
  const markRead = useMarkNotificationRead();
  return (
    <>
      <span data-testid="badge">{shown.notifications.unread}</span>
      <button onClick={() => void markRead(critical)}>read</button>
    </>
  );
}

describe('marking a notification read', () => {
  beforeEach(() => {
    stubFetch({ 'POST /api/notifications/7/read': () => ({ json: { data: { ...critical, was_read: true } } }) });
  });

  it('lowers the unread badge at once, without a reload', async () => {
    renderPortal(
      <UserStoreProvider user={seeded}>
        <Badge />
      </UserStoreProvider>,
    );
    expect(screen.getByTestId('badge')).toHaveTextContent('3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'read' })));
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('2'));
  });

  it("closes the critical notice, read, when its link is followed, and opens the link's page", async () => {
    const onClosed = jest.fn();
    // Another id: each notification is marked read once in a page's life.
    const notice = { ...critical, id: 8 };
    const { calls } = stubFetch({
      'POST /api/notifications/8/read': () => ({ json: { data: { ...notice, was_read: true } } }),
    });
    renderPortal(
      <UserStoreProvider user={{ ...seeded, notifications: { unread: 3, items: [notice] } }}>
        <NotificationModalDialog current={notice} onClosed={onClosed} />
      </UserStoreProvider>,
    );
    await act(async () => fireEvent.click(await screen.findByRole('link', { name: 'Agency management' })));
    expect(onClosed).toHaveBeenCalledWith(8);
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['POST /api/notifications/8/read']));
    expect(window.location.pathname).toBe('/agency');
  });
});

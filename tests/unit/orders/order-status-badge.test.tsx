/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { StatusBadge } from '@/components/orders/status-badge';
import { STATUS_TONE_CLASS } from '@/components/ui/status-tone';
import { ORDER_STATUS_TONE, ORDER_STATUSES } from '@/lib/schemas/order-status';
import { locales } from '@/lib/i18n/locales';
import { renderPortal } from '../fixtures/render';

describe('order status badges', () => {
  it.each(locales)('names every status in %s, each differently', (locale) => {
    const names = ORDER_STATUSES.map((status) => {
      const { unmount } = renderPortal(<StatusBadge status={status} />, { locale });
      const text = screen.getByTestId('order-status').textContent ?? '';
      unmount();
      expect(text.trim()).not.toBe('');
      expect(text).not.toContain('orders.status');
      return text;
    });
    expect(new Set(names).size).toBe(ORDER_STATUSES.length);
  });

  it('says "Paid" in English and colours each status by its tone', () => {
    renderPortal(<StatusBadge status="paid" />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    for (const status of ORDER_STATUSES) {
      const { unmount } = renderPortal(<StatusBadge status={status} />);
      const badge = screen.getAllByTestId('order-status').at(-1)!;
      const tone = ORDER_STATUS_TONE[status];
      expect(badge).toHaveAttribute('data-tone', tone);
      for (const cls of STATUS_TONE_CLASS[tone].split(' ')) expect(badge).toHaveClass(cls);
      unmount();
    }
  });

  it('uses dark text on a pale tint for every tone (the contrast axe checks in e2e)', () => {
    for (const classes of Object.values(STATUS_TONE_CLASS)) {
      expect(classes).toMatch(/\bbg-[a-z]+-(100|200)\b/);
      expect(classes).toMatch(/\btext-[a-z]+-(800|900)\b/);
    }
  });
});

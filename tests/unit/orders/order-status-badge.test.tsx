/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { StatusBadge } from '@/components/orders/status-badge';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  it('says "Paid" in English and marks each status with its tone', () => {
    renderPortal(<StatusBadge status="paid" />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    for (const status of ORDER_STATUSES) {
      const { unmount } = renderPortal(<StatusBadge status={status} />);
      const badge = screen.getAllByTestId('order-status').at(-1)!;
      expect(badge).toHaveClass('status-badge');
      expect(badge).toHaveAttribute('data-tone', ORDER_STATUS_TONE[status]);
      unmount();
    }
  });

  it('colours every tone with dark text on a pale tint (the contrast axe checks in e2e)', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    for (const tone of new Set(Object.values(ORDER_STATUS_TONE))) {
      const rule = new RegExp(`\\.status-badge\\[data-tone='${tone}'\\]\\s*\\{\\s*@apply ([^;]+);`).exec(css);
      expect(rule).not.toBeNull();
      expect(rule![1]).toMatch(/\bbg-[a-z]+-(100|200)\b/);
      expect(rule![1]).toMatch(/\btext-[a-z]+-(800|900)\b/);
    }
  });
});

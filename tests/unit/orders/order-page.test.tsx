/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en';
import { BackendError } from '@/lib/backend/errors';
import { order } from '../fixtures/orders';
import { renderPortal, stubFetch } from '../fixtures/render';

// A package order on its own page, `/orders/{id}` (docs/product.md §2): the sheet's content with a
// heading and a way back; an unknown or non-canonical id is the 404 page.

jest.mock('next/navigation', () => ({
  ...jest.requireActual('../fixtures/history-navigation'),
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  },
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as never }),
}));
const reads: number[] = [];
jest.mock('@/lib/backend/orders', () => ({
  getOrder: async (id: number) => {
    reads.push(id);
    if (id === 41) return order();
    throw new BackendError(404, { error: 'not_found', message: 'not found' });
  },
}));

import OrderRoute, { generateMetadata } from '@/app/(portal)/orders/[id]/page';

jest.setTimeout(30_000);
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe('/orders/{id}', () => {
  it('shows the order under a heading with its number, with a way back to the journal', async () => {
    stubFetch({});
    renderPortal((await OrderRoute(params('41'))) as ReactElement);
    // The content's code comes in a chunk of its own (components/orders/lazy-order-pages.tsx).
    expect(await screen.findByTestId('order-view', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order MD-104233' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Package journal/ })).toHaveAttribute('href', '/orders');
    expect(screen.getByTestId('order-view')).toHaveTextContent('IVANOV IVAN');
    expect(await generateMetadata(params('41'))).toEqual({ title: 'Order MD-104233' });
  });

  it('is the 404 page for an order the backend does not know, and for an id that is not canonical', async () => {
    await expect(OrderRoute(params('9'))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    reads.length = 0;
    for (const id of ['01', '4.1', 'abc', '0'])
      await expect(OrderRoute(params(id))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(reads).toEqual([]);
  });
});

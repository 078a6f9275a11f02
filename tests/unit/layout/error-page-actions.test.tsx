/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { TranslatedErrorView } from '@/components/layout/route-error';
import type { ErrorCode } from '@/components/layout/error-view';
import { renderPortal } from '../fixtures/render';
import en from '@/messages/en';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe('the error pages’ ways out (docs/product.md §8)', () => {
  it.each(['403', '404'] as ErrorCode[])('%s offers Return to Home but no Retry: reloading cannot help', (code) => {
    renderPortal(<TranslatedErrorView code={code} />);
    expect(screen.getByRole('link', { name: en.errors.home })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: en.errors.retry })).not.toBeInTheDocument();
  });

  it.each(['500', '888', '999'] as ErrorCode[])('%s offers Retry and Return to Home', (code) => {
    renderPortal(<TranslatedErrorView code={code} inline />);
    expect(screen.getByRole('button', { name: en.errors.retry })).toBeVisible();
    expect(screen.getByRole('link', { name: en.errors.home })).toHaveAttribute('href', '/');
  });
});

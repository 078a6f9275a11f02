/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import GlobalError from '@/app/global-error';

// The chunk of the other languages, reachable or not (a failed load is not cached: the next
// import() tries again, as a browser does).
let mockTextsUnreachable = false;
let mockTextsRequested = 0;
jest.mock('@/app/global-error-texts', () => {
  mockTextsRequested += 1;
  if (mockTextsUnreachable) throw new Error('Failed to load chunk');
  return jest.requireActual('@/app/global-error-texts');
});

// The page the root layout's failure leaves: its own document, in the user's language. The
// default language is in the page's own code; the others come from a chunk fetched when needed.
const error = Object.assign(new Error('layout failed'), { digest: 'server-side' });

function setLocaleCookie(value: string) {
  document.cookie = `locale=${value}; path=/`;
}

function renderGlobalError() {
  render(<GlobalError error={error} retry={() => undefined} />, { container: document });
}

describe('the global error page', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    mockTextsUnreachable = false;
  });

  it('stays in the default language when the other languages cannot be fetched', async () => {
    mockTextsUnreachable = true;
    mockTextsRequested = 0;
    setLocaleCookie('en');
    renderGlobalError();
    // Let the failed import settle: nothing changes.
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockTextsRequested).toBe(1);
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ru');
    mockTextsRequested = 0;
  });

  it('speaks Russian, the default language, without fetching anything', async () => {
    setLocaleCookie('ru');
    renderGlobalError();
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(document.documentElement).toHaveAttribute('lang', 'ru');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockTextsRequested).toBe(0);
  });

  it.each([
    ['en', 'en', 'Something went wrong', 'Retry'],
    ['ro', 'ro', 'Ceva nu a funcționat', 'Reîncearcă'],
    ['ua', 'uk', 'Щось пішло не так', 'Повторити'],
  ])('speaks the chosen language (%s) once its texts arrive', async (locale, lang, title, retry) => {
    setLocaleCookie(locale);
    renderGlobalError();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', lang);
    expect(document.title).toBe(title);
  });
});

/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { LoginForm } from '@/components/auth/login-form';
import en from '@/messages/en';

// The login form without react-hook-form: checked with loginRequestSchema on submit and then on
// every change, the first invalid field focused, the login sent trimmed.
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ alias: 'agent' }),
    text: async () => '{"alias":"agent"}',
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Chisinau">
      <LoginForm next="/orders" />
    </NextIntlClientProvider>,
  );
  return {
    login: screen.getByLabelText(/Login \(email\)/),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

test('empty fields are refused without a request, the login field focused; a fixed field loses its error', async () => {
  const { login, password, submit } = renderForm();
  fireEvent.click(submit);
  await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
  expect(login).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.change(password, { target: { value: 'secret' } });
  await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(1));
  expect(login).toHaveAttribute('aria-invalid', 'true');
  expect(password).not.toHaveAttribute('aria-invalid', 'true');
});

test('valid fields are sent once, the login trimmed', async () => {
  // jsdom does not navigate (it reports "not implemented"); the form then says it is signing in.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { login, password, submit } = renderForm();
  fireEvent.change(login, { target: { value: '  agent@demo.travel ' } });
  fireEvent.change(password, { target: { value: 'demo12345' } });
  fireEvent.click(submit);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in…' })).toBeInTheDocument());
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/jwt/login');
  expect(JSON.parse(String(init.body))).toEqual({ login: 'agent@demo.travel', password: 'demo12345' });
});

test('the form posts: a submit before the script has run never puts the login and password in the URL', () => {
  const { password } = renderForm();
  const form = password.closest('form')!;
  expect(form.method).toBe('post');
  expect(password).toHaveAttribute('type', 'password');
});

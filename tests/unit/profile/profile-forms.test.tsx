/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AvatarEditor } from '@/components/profile/avatar-editor';
import { ProfileInfoForm } from '@/components/profile/info-section';
import { PasswordSection } from '@/components/profile/password-section';
import type { Profile } from '@/lib/schemas/profile';
import { renderPortal, stubFetch } from '../fixtures/render';

// The profile's forms (docs/product.md §10 "The profile"): required marks, the rules' checklist,
// the backend's 422 on its field with nothing typed lost, the success message.

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const messages = (alerts: { getSnapshot(): readonly { type: string; message: string }[] }) =>
  alerts.getSnapshot().map((alert) => [alert.type, alert.message]);

describe('the password form', () => {
  const key = 'POST /api/v1/profile/change_password';
  const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('marks its three fields required and ticks the rules as the new password is typed', () => {
    renderPortal(<PasswordSection />);
    for (const label of [/^Current password/, /^New password/, /^Repeat the new password/])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    const checklist = screen.getByTestId('password-checklist');
    const ok = () => [...checklist.querySelectorAll('li')].map((item) => [item.dataset.rule, item.dataset.ok]);
    expect(ok()).toEqual([
      ['length', 'false'],
      ['lowercase', 'false'],
      ['uppercase', 'false'],
      ['digit', 'false'],
      ['notEmail', 'true'],
    ]);
    fill(/^New password/, 'abcdefgh');
    expect(ok()).toEqual([
      ['length', 'true'],
      ['lowercase', 'true'],
      ['uppercase', 'false'],
      ['digit', 'false'],
      ['notEmail', 'true'],
    ]);
    // The signed-in user's email (tests/unit/fixtures/render.tsx) breaks its rule.
    fill(/^New password/, 'agent');
    expect(within(checklist).getByText('not your email').closest('li')).toHaveAttribute('data-ok', 'false');
  });

  it('refuses a weak password in the browser without sending it', async () => {
    const { calls } = stubFetch({});
    renderPortal(<PasswordSection />);
    fill(/^Current password/, 'Old-pass-1');
    fill(/^New password/, 'demo12345');
    fill(/^Repeat the new password/, 'demo12345');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password does not meet every rule below')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the backend's 422 on the current password and keeps what was typed", async () => {
    stubFetch({
      [key]: () => ({
        status: 422,
        json: {
          error: 'Validation',
          message: 'Check the form',
          errors: { current_password: ['The current password is wrong.'] },
        },
      }),
    });
    const { alerts } = renderPortal(<PasswordSection />);
    fill(/^Current password/, 'Wrong-pass-1');
    fill(/^New password/, 'Fresh-pass-1');
    fill(/^Repeat the new password/, 'Fresh-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('Wrong-pass-1');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Fresh-pass-1');
    expect(messages(alerts)).toEqual([]);
  });

  it('says the password was changed and empties the form', async () => {
    const { calls } = stubFetch({
      [key]: () => ({ json: { message: 'Password changed; your other sessions have ended.' } }),
      'GET /api/v1/profile/sessions': () => ({ json: { data: [], meta: { total: 0, page: 1, size: 50 } } }),
    });
    const { alerts } = renderPortal(<PasswordSection />);
    fill(/^Current password/, 'Old-pass-1');
    fill(/^New password/, 'Fresh-pass-1');
    fill(/^Repeat the new password/, 'Fresh-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(messages(alerts)).toEqual([['success', 'Password changed; your other sessions have ended.']]),
    );
    expect(calls.find((call) => call.key === key)?.body).toEqual({
      current_password: 'Old-pass-1',
      password: 'Fresh-pass-1',
      password_confirmation: 'Fresh-pass-1',
    });
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });
});

const profile: Profile = {
  id: 1,
  name: 'Ana Agent',
  email: 'agent@demo.travel',
  position: 'Agent',
  phone: '+37369123456',
  avatar: null,
  notification_position: 'bottom-right',
  locale: null,
};

describe('the personal info form', () => {
  const key = 'PATCH /api/v1/profile';

  it("puts the backend's 422 on the phone, keeps the typed name, and saves with a text naming what was saved", async () => {
    let answer: { status?: number; json: unknown } = {
      status: 422,
      json: { error: 'Validation', message: 'Check the form', errors: { phone: ['Enter the phone in full.'] } },
    };
    stubFetch({ [key]: () => answer, 'GET /api/jwt/user': () => ({ json: {} }) });
    const { alerts } = renderPortal(<ProfileInfoForm profile={profile} />);
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('aria-required', 'true');
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ana Maria Agent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the phone in full.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ana Maria Agent');
    expect(messages(alerts)).toEqual([]);

    answer = { json: { data: { ...profile, name: 'Ana Maria Agent' }, message: 'Record updated successfully' } };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messages(alerts)).toEqual([['success', 'Your details are saved: Ana Maria Agent.']]));
  });
});

describe('the photo', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  const pick = (file: File) => fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [file] } });

  it('refuses a file of another type or above 2 MB in the browser, and previews an image before saving', () => {
    const { calls } = stubFetch({});
    renderPortal(<AvatarEditor name="Ana Agent" avatar={null} />);
    pick(new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(screen.getByText('Only PNG, JPEG, WebP or SVG images are accepted')).toBeInTheDocument();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    pick(big);
    expect(screen.getByText('The file is larger than 2 MB')).toBeInTheDocument();
    expect(screen.queryByTestId('avatar-preview')).not.toBeInTheDocument();

    pick(new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.queryByText('The file is larger than 2 MB')).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar-preview')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps the chosen photo when the upload fails', async () => {
    stubFetch({
      'POST /api/v1/avatars': () => ({
        status: 422,
        json: {
          error: 'Validation',
          message: 'The file is not an image.',
          errors: { avatar: ['The file is not an image.'] },
        },
      }),
    });
    const { alerts } = renderPortal(<AvatarEditor name="Ana Agent" avatar={null} />);
    pick(new File(['png'], 'me.png', { type: 'image/png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByText('The file is not an image.')).toBeInTheDocument();
    expect(screen.getByTestId('avatar-preview')).toBeInTheDocument();
    expect(messages(alerts)).toEqual([]);
  });
});

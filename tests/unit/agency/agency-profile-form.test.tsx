/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AgencyProfileForm } from '@/components/agency/agency-profile-form';
import type { AgencyProfile } from '@/lib/schemas/agency';
import { PARTNER_PROFILE } from '../fixtures/agency';
import { renderPortal, stubFetch, user } from '../fixtures/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

const profile = PARTNER_PROFILE;
const withLogo: AgencyProfile = {
  ...profile,
  logo: { id: 7, url: '/api/agencies/profile/logo/7', type: 'image/png', size: 120 },
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => refresh.mockClear());

// The user is revalidated after a change: its `agency.logo` is the top bar's.
const userRoute = { 'GET /api/jwt/user': () => ({ json: user }) };
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', { type: 'image/png' });
const chooseLogo = (file: File) => fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file] } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the agency profile form', () => {
  it('marks the required fields and not the website', () => {
    stubFetch({});
    renderPortal(<AgencyProfileForm initial={profile} canManage />);
    for (const label of ['Legal name', 'Fiscal code', 'Address', 'City', 'Email'])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Website/)).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
  });

  it('previews a chosen logo before saving, then sends it with the details and says so', async () => {
    const { calls, alerts } = {
      ...stubFetch({
        ...userRoute,
        'POST /api/agencies/profile': () => ({
          json: { data: { ...withLogo, city: 'Iași, Copou' }, message: 'Record updated successfully' },
        }),
      }),
      ...renderPortal(<AgencyProfileForm initial={profile} canManage />),
    };
    expect(screen.getByText('No logo')).toBeInTheDocument();
    chooseLogo(png());
    expect(screen.getByRole('img', { name: 'The new logo, not saved yet' })).toHaveAttribute('src', 'blob:preview');
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Iași, Copou' } });
    save();

    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => [a.type, a.message])).toEqual([
        ['success', 'Agency profile "Partner Tours SRL" saved.'],
      ]),
    );
    const body = calls.find((call) => call.key === 'POST /api/agencies/profile')?.body as FormData;
    expect(body.get('city')).toBe('Iași, Copou');
    expect((body.get('logo') as File).name).toBe('logo.png');
    // The saved logo replaces the preview, and the server-rendered top bar is refreshed to show it.
    expect(await screen.findByRole('img', { name: 'The logo of Partner Tours' })).toHaveAttribute(
      'src',
      '/api/agencies/profile/logo/7',
    );
    expect(refresh).toHaveBeenCalled();
    expect(calls.map((call) => call.key)).toContain('GET /api/jwt/user');
  });

  it('refuses a file of another type or over 2 MB in the browser, with the reason, and sends nothing', () => {
    const { calls } = stubFetch({});
    renderPortal(<AgencyProfileForm initial={profile} canManage />);
    chooseLogo(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByText('Only PNG, JPEG, WebP or SVG images are accepted')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The new logo, not saved yet' })).toBeNull();
    chooseLogo(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByText('The file is larger than 2 MB')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('refuses a logo whose decoded preview is over 4000 × 4000 pixels, with the limit, and lets the file go', () => {
    const { calls } = stubFetch({});
    renderPortal(<AgencyProfileForm initial={profile} canManage />);
    chooseLogo(png());
    const preview = screen.getByRole('img', { name: 'The new logo, not saved yet' });
    Object.defineProperties(preview, { naturalWidth: { value: 30_000 }, naturalHeight: { value: 30_000 } });
    fireEvent.load(preview);
    expect(screen.getByText('The image is larger than 4000 × 4000 pixels')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The new logo, not saved yet' })).toBeNull();
    expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    // The file is let go: nothing chosen is left to send.
    expect(screen.getByText('No logo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep the current logo' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps a logo whose decoded preview is 4000 × 4000 pixels', () => {
    stubFetch({});
    renderPortal(<AgencyProfileForm initial={profile} canManage />);
    chooseLogo(png());
    const preview = screen.getByRole('img', { name: 'The new logo, not saved yet' });
    Object.defineProperties(preview, { naturalWidth: { value: 4000 }, naturalHeight: { value: 4000 } });
    fireEvent.load(preview);
    expect(screen.getByRole('img', { name: 'The new logo, not saved yet' })).toBeInTheDocument();
    expect(screen.queryByText('The image is larger than 4000 × 4000 pixels')).toBeNull();
  });

  it("puts the backend's 422 on its fields and loses nothing typed or chosen", async () => {
    stubFetch({
      'POST /api/agencies/profile': () => ({
        status: 422,
        json: {
          error: 'Invalid data',
          message: 'Check the fields',
          errors: {
            logo: ['Only PNG, JPEG, WebP or SVG images are accepted.'],
            tax_id: ['This fiscal code belongs to another agency.'],
          },
        },
      }),
    });
    const { alerts } = renderPortal(<AgencyProfileForm initial={profile} canManage />);
    chooseLogo(png());
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Bd. Carol I 11' } });
    save();

    expect(await screen.findByText('This fiscal code belongs to another agency.')).toBeInTheDocument();
    expect(screen.getByText('Only PNG, JPEG, WebP or SVG images are accepted.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fiscal code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('Bd. Carol I 11');
    expect(screen.getByRole('img', { name: 'The new logo, not saved yet' })).toBeInTheDocument();
    // Everything landed on a field: no second, general message.
    expect(screen.queryByRole('alert', { name: /Invalid data/ })).toBeNull();
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('shows another failure in the form and keeps the values', async () => {
    stubFetch({
      'POST /api/agencies/profile': () => ({
        status: 500,
        json: { error: 'Server unavailable', message: 'Try again later' },
      }),
    });
    renderPortal(<AgencyProfileForm initial={profile} canManage />);
    fireEvent.change(screen.getByLabelText(/^Legal name/), { target: { value: 'Partner Tours Group SRL' } });
    save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server unavailable');
    expect(screen.getByLabelText(/^Legal name/)).toHaveValue('Partner Tours Group SRL');
  });

  it('checks the fields before sending', async () => {
    const { calls } = stubFetch({});
    renderPortal(<AgencyProfileForm initial={profile} canManage />);
    fireEvent.change(screen.getByLabelText(/^Legal name/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: 'partnertours' } });
    save();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('deletes the saved logo only after a confirmation', async () => {
    const { calls } = stubFetch({
      ...userRoute,
      'DELETE /api/agencies/profile/logo/7': () => ({
        json: { data: profile, message: 'Record deleted successfully' },
      }),
    });
    const { alerts } = renderPortal(<AgencyProfileForm initial={withLogo} canManage />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the logo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("Delete the agency's logo?");
    expect(calls).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('DELETE /api/agencies/profile/logo/7'));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('GET /api/jwt/user'));
    expect(await screen.findByText('No logo')).toBeInTheDocument();
    expect(alerts.getSnapshot().map((a) => a.message)).toEqual(['Logo of "Partner Tours SRL" deleted.']);
    expect(refresh).toHaveBeenCalled();
  });
});

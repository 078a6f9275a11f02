import { agencyProfileDefaults, agencyProfileFormData, agencyProfileFormInputSchema } from '@/lib/forms/agency-profile';
import { checkImageFile, checkImagePixels, IMAGE_ACCEPT } from '@/lib/forms/image-file';
import { MAX_IMAGE_SIDE_PX } from '@/lib/shared/request-limits';
import { PARTNER_DETAILS } from '../fixtures/agency';

const valid = PARTNER_DETAILS;

const errorsOf = (values: Record<string, unknown>) => {
  const parsed = agencyProfileFormInputSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the agency profile form schema', () => {
  it('accepts complete details, trimmed, with or without a website', () => {
    expect(agencyProfileFormInputSchema.parse({ ...valid, legal_name: '  Partner Tours SRL ' }).legal_name).toBe(
      'Partner Tours SRL',
    );
    expect(errorsOf({ ...valid, website: '' })).toEqual({});
  });

  it('requires the legal name, address and city', () => {
    expect(errorsOf({ ...valid, legal_name: ' ', address: '', city: '' })).toEqual({
      legal_name: 'validation.required',
      address: 'validation.required',
      city: 'validation.required',
    });
  });

  it('checks the fiscal code, the email and the website', () => {
    expect(errorsOf({ ...valid, tax_id: 'RO-1', email: 'office@', website: 'partnertours.ro' })).toEqual({
      tax_id: 'validation.fiscalCode',
      email: 'validation.email',
      website: 'validation.url',
    });
    expect(errorsOf({ ...valid, website: 'ftp://partnertours.ro' })).toEqual({ website: 'validation.url' });
  });

  it("wants a phone with every digit of its country's mask", () => {
    // Romania: +40 and 9 digits; one short is refused though it has the wire's 10-13 digits.
    expect(errorsOf({ ...valid, phone: '+4023221020' })).toEqual({ phone: 'validation.phone' });
    expect(errorsOf({ ...valid, phone: '+37369123401' })).toEqual({});
  });

  it('builds the form data: every field as text and the chosen logo as the `logo` file', () => {
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    const body = agencyProfileFormData(agencyProfileFormInputSchema.parse(valid), logo);
    expect(body.get('legal_name')).toBe('Partner Tours SRL');
    expect(body.get('website')).toBe('https://partnertours.ro');
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(agencyProfileFormData(agencyProfileFormInputSchema.parse(valid), null).has('logo')).toBe(false);
  });

  it("starts from the backend's profile, without its id, name or logo", () => {
    const defaults = agencyProfileDefaults({ ...valid, id: 2, name: 'Partner Tours', logo: null });
    expect(defaults).toEqual(valid);
  });
});

describe("the browser's check of a chosen image", () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it('takes PNG, JPEG, WebP and SVG up to 2 MiB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'])
      expect(checkImageFile(file('logo', type, 1000))).toBeNull();
    expect(checkImageFile(file('logo.png', 'image/png', 2 * 1024 * 1024))).toBeNull();
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp,image/svg+xml');
  });

  it('refuses a file over 2 MiB', () => {
    expect(checkImageFile(file('logo.png', 'image/png', 2 * 1024 * 1024 + 1))).toBe('validation.imageSize');
  });

  it('refuses another type, judging by the name when the browser gives none', () => {
    expect(checkImageFile(file('logo.gif', 'image/gif', 1000))).toBe('validation.imageType');
    expect(checkImageFile(file('contract.pdf', 'application/pdf', 1000))).toBe('validation.imageType');
    expect(checkImageFile(file('logo.SVG', '', 1000))).toBeNull();
    expect(checkImageFile(file('logo.bmp', '', 1000))).toBe('validation.imageType');
  });

  it('refuses a decoded PNG, JPEG or WebP over 4000 × 4000 pixels, not an SVG', () => {
    expect(MAX_IMAGE_SIDE_PX).toBe(4000);
    expect(checkImagePixels('image/png', 30_000, 30_000)).toBe('validation.imagePixels');
    expect(checkImagePixels('image/jpeg', 4001, 10)).toBe('validation.imagePixels');
    expect(checkImagePixels('image/webp', 10, 4001)).toBe('validation.imagePixels');
    expect(checkImagePixels('image/png', 4000, 4000)).toBeNull();
    expect(checkImagePixels('image/svg+xml', 30_000, 30_000)).toBeNull();
  });

  it('refuses an empty or missing file', () => {
    expect(checkImageFile(null)).toBe('validation.fileRequired');
    expect(checkImageFile(file('logo.png', 'image/png', 0))).toBe('validation.fileRequired');
  });
});

/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AgencyRegistrationForm } from '@/components/auth/agency-registration-form';
import en from '@/messages/en';
import { renderPortal, stubFetch } from '../fixtures/render';

// The form sends the fields as typed and shows the BFF's texts under them (docs/architecture.md §11).

const banks = [
  { id: 1, name: 'maib (Moldova Agroindbank)', code: 'AGRNMD2X' },
  { id: 2, name: 'Moldindconbank', code: 'MOLDMD2X' },
];
const branches = {
  '1': [{ id: 101, name: 'Sucursala Centru, Chișinău', code: 'AGRNMD2X723' }],
  '2': [{ id: 201, name: 'Filiala Bălți', code: 'MOLDMD2X301' }],
};
const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
const type = (label: string, value: string) => fireEvent.change(labelled(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.agency.submitRegistration }));

/** The text the field's aria-describedby points to. */
function describedText(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('agency registration form', () => {
  beforeAll(() => {
    // jsdom does not scroll.
    Element.prototype.scrollIntoView = jest.fn();
    window.scrollTo = jest.fn();
  });

  it('shows each of the BFF’s 422 texts under its field, focuses the first and keeps what was typed', async () => {
    const { calls } = stubFetch({
      'POST /api/contract/agency-registration': () => ({
        status: 422,
        json: {
          error: 'Validation failed',
          message: 'Please check the highlighted fields.',
          errors: {
            fiscal_code: [en.validation.fiscalCode],
            iban: [en.validation.iban],
            accept_terms: [en.validation.acceptTerms],
          },
        },
      }),
    });
    renderPortal(<AgencyRegistrationForm banks={banks} branches={branches} />);
    type(en.agency.company_name, 'Test Travel SRL');
    type(en.agency.fiscal_code, '12-34');
    type(en.agency.iban, 'md24 ag00');
    submit();

    const fiscal = labelled(en.agency.fiscal_code);
    await waitFor(() => expect(fiscal).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(fiscal)).toContain(en.validation.fiscalCode);
    expect(describedText(labelled(en.agency.iban))).toContain(en.validation.iban);
    expect(labelled(en.agency.iban)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(en.validation.acceptTerms)).toBeInTheDocument();
    expect(labelled(en.agency.company_name)).not.toHaveAttribute('aria-invalid', 'true');
    // The fiscal code comes first on the page.
    await waitFor(() => expect(fiscal).toHaveFocus());
    // Every error found a field: no second, general message.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(labelled(en.agency.company_name)).toHaveValue('Test Travel SRL');
    expect(fiscal).toHaveValue('12-34');
    // Sent as typed: the BFF checks it with the schema (the IBAN only loses its spaces and case).
    expect(calls[0]?.body).toMatchObject({
      company_name: 'Test Travel SRL',
      fiscal_code: '12-34',
      iban: 'MD24AG00',
      bank_id: '',
      accept_terms: false,
    });
  });

  it('says what a 422 could not put on a field, and a success replaces the form', async () => {
    let answer: { status?: number; json: unknown } = {
      status: 422,
      json: {
        error: 'Validation failed',
        message: 'Please check the highlighted fields.',
        errors: { _: ['Check this field'] },
      },
    };
    stubFetch({ 'POST /api/contract/agency-registration': () => answer });
    renderPortal(<AgencyRegistrationForm banks={banks} branches={branches} />);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');

    answer = { status: 201, json: { message: 'The application has been received; a manager will contact you.' } };
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('a manager will contact you');
  });

  it('checks a field with the BFF as it is left: its own text only, gone once it is right', async () => {
    let errors: Record<string, string[]> = { iban: [en.validation.iban], company_name: [en.validation.required] };
    const { calls } = stubFetch({ 'POST /api/contract/agency-registration/check': () => ({ json: { errors } }) });
    renderPortal(<AgencyRegistrationForm banks={banks} branches={branches} />);
    const iban = labelled(en.agency.iban);
    // Tabbing through an untouched field asks nothing.
    fireEvent.blur(labelled(en.agency.city));
    expect(calls).toEqual([]);

    type(en.agency.iban, 'MD24');
    fireEvent.blur(iban);
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(iban)).toContain(en.validation.iban);
    // Not yet left, so not yet said.
    expect(labelled(en.agency.company_name)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]?.body).toMatchObject({ iban: 'MD24' });

    errors = { company_name: [en.validation.required] };
    type(en.agency.iban, 'MD24AG000225100013104168');
    fireEvent.blur(iban);
    await waitFor(() => expect(iban).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(en.validation.iban)).toBeNull();
  });

  it('lists the chosen bank’s branches, read on the server with the banks', () => {
    stubFetch({});
    renderPortal(<AgencyRegistrationForm banks={banks} branches={branches} />);
    const branch = labelled(en.agency.branch_id);
    expect(
      within(branch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([en.agency.chooseBankFirst]);
    fireEvent.change(labelled(en.agency.bank_id), { target: { value: '2' } });
    expect(
      within(branch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([en.agency.chooseBranch, 'Filiala Bălți (MOLDMD2X301)']);
  });
});

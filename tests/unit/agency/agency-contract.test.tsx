/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AgencyContract } from '@/components/agency/agency-contract';
import type { AgencyContract as Contract } from '@/lib/schemas/agency';
import { renderPortal, stubFetch } from '../fixtures/render';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

// Demo Travel's signed contract as GET agencies/contract answers it.
const contract: Contract = {
  company_name: 'Demo Travel',
  fiscal_code: '1014600023456',
  country: 'md',
  city: 'Chișinău',
  address: 'bd. Ștefan cel Mare și Sfânt 126, of. 4',
  director: 'Natalia Moraru',
  email: 'office@demo.travel',
  phone: '+37322210100',
  bank_id: 1,
  branch_id: 11,
  iban: 'MD21AG000000022512345678',
  number: 'AG-2026-0001',
  signed_at: '15.01.2026',
};
const banks = [{ id: 1, name: 'maib (Moldova Agroindbank)', code: 'AGRNMD2X' }];
// Read on the server with the banks (lib/backend/load-banks.ts): the saved branch shows at once.
const branches = { '1': [{ id: 11, name: 'Sucursala Centru, Chișinău', code: 'AGRNMD2X723' }] };
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the details' }));

describe("the agency's contract", () => {
  it('saves the changed details with PATCH agencies/contract and says so', async () => {
    const { calls } = stubFetch({
      'PATCH /api/agencies/contract': (body) => ({
        json: { data: { ...contract, ...(body as object), bank_id: 1, branch_id: 11 } },
      }),
    });
    const { alerts } = renderPortal(<AgencyContract initial={contract} banks={banks} branches={branches} canManage />);
    expect(screen.getByTestId('agency-contract-title')).toHaveTextContent('AG-2026-0001');
    fireEvent.change(screen.getByLabelText(/^Director/), { target: { value: 'Ion Moraru' } });
    save();

    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => [a.type, a.message])).toEqual([
        ['success', 'Contract details of "Demo Travel" saved.'],
      ]),
    );
    const sent = calls.find((call) => call.key === 'PATCH /api/agencies/contract')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ director: 'Ion Moraru', iban: contract.iban, bank_id: 1, branch_id: 11 });
  });

  it("puts the backend's 422 on its field and keeps what was typed", async () => {
    stubFetch({
      'PATCH /api/agencies/contract': () => ({
        status: 422,
        json: {
          error: 'Unprocessable',
          message: 'Check the fields',
          errors: { iban: ['This IBAN is not the bank’s'] },
        },
      }),
    });
    const { alerts } = renderPortal(<AgencyContract initial={contract} banks={banks} branches={branches} canManage />);
    fireEvent.change(screen.getByLabelText(/^Director/), { target: { value: 'Ion Moraru' } });
    save();

    expect(await screen.findByText('This IBAN is not the bank’s')).toBeInTheDocument();
    expect(screen.getByLabelText(/^IBAN/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Director/)).toHaveValue('Ion Moraru');
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('offers no Save to a role that may only read it', () => {
    stubFetch({});
    renderPortal(<AgencyContract initial={contract} banks={banks} branches={branches} canManage={false} />);
    expect(screen.queryByRole('button', { name: 'Save the details' })).toBeNull();
  });
});

import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { agencyDetailsSchema, agencyRegistrationSchema, type AgencyDetails } from '@/lib/schemas/contract';
import type { AppContext } from '../context';
import { notFound, parseOr422, validationError } from '../http/errors';
import { localeOf, t } from '../i18n';
import { perClientLimit } from '../limits';
import { commissionAnnex } from '../orders/commission';
import type { ContractParty } from '../pdf/jobs';
import type { PdfRenderer } from '../pdf/renderer';
import { formatDate } from '@/lib/format/date';

interface Bank {
  id: number;
  name: string;
  code: string;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('content-length', pdf.length)
    .send(pdf);
}

// Public calls: an agency that is not registered yet reads banks, downloads the contract and registers.
export function registerContractRoutes(app: FastifyInstance, ctx: AppContext, pdf: PdfRenderer): void {
  const banks = ctx.db.prepare<[], Bank>('SELECT id, name, code FROM banks ORDER BY id');
  const bank = ctx.db.prepare<[number], Bank>('SELECT id, name, code FROM banks WHERE id = ?');
  const branches = ctx.db.prepare<[number], Bank>(
    'SELECT id, name, code FROM bank_branches WHERE bank_id = ? ORDER BY id',
  );
  const branch = ctx.db.prepare<[number, number], Bank>(
    'SELECT id, name, code FROM bank_branches WHERE id = ? AND bank_id = ?',
  );
  const registered = ctx.db.prepare<[string], { id: number }>(
    'SELECT id FROM agency_registrations WHERE fiscal_code = ?',
  );
  const register = ctx.db.prepare(
    'INSERT INTO agency_registrations (fiscal_code, company_name, payload, created_at) VALUES (?, ?, ?, ?)',
  );

  // Each contract is a PDF render: the blank and the filled one share one count per client.
  const contractLimit = perClientLimit(ctx, 'contract');

  /** The schema checks shapes; whether the branch belongs to the bank only the database knows. */
  function party(details: AgencyDetails): ContractParty {
    const b = bank.get(details.bank_id);
    const br = b && branch.get(details.branch_id, b.id);
    if (!b) throw validationError({ bank_id: ['validation.invalid'] });
    if (!br) throw validationError({ branch_id: ['validation.bankBranch'] });
    return { ...details, bank: `${b.name}, ${b.code}`, branch: `${br.name} (${br.code})` };
  }

  // GET /api/contract/banks: banks an agency can name in its contract
  app.get('/api/contract/banks', async () => ({ data: banks.all() }));

  // GET /api/contract/banks/:id/list: the branches of one bank
  app.get('/api/contract/banks/:id/list', async (request) => {
    const { id } = parseOr422(idParams, request.params);
    if (!bank.get(id)) throw notFound();
    return { data: branches.all(id) };
  });

  // GET /api/contract/agency: the blank agency contract to fill in by hand
  app.get('/api/contract/agency', { preHandler: contractLimit }, async (request, reply) => {
    const locale = localeOf(request);
    const file = await pdf.render({
      kind: 'agency-contract',
      locale,
      date: formatDate(new Date()),
      number: null,
      signed: false,
      agency: null,
      annex: commissionAnnex(locale),
    });
    return sendPdf(reply, file, 'agency_contract.pdf');
  });

  // POST /api/contract/agency: the agency contract filled in with the posted details
  app.post('/api/contract/agency', { preHandler: contractLimit }, async (request, reply) => {
    const details = parseOr422(agencyDetailsSchema, request.body);
    const agency = party(details);
    const locale = localeOf(request);
    // Not signed yet: the number is given on signature (GET agencies/contract).
    const file = await pdf.render({
      kind: 'agency-contract',
      locale,
      date: formatDate(new Date()),
      number: null,
      signed: false,
      agency,
      annex: commissionAnnex(locale),
    });
    return sendPdf(reply, file, `agency_contract_${details.fiscal_code}.pdf`);
  });

  // POST /api/contract/agency-registration: a new agency asks to join; a manager follows up
  app.post(
    '/api/contract/agency-registration',
    { preHandler: perClientLimit(ctx, 'registration') },
    async (request, reply) => {
      const details = parseOr422(agencyRegistrationSchema, request.body);
      party(details);
      if (registered.get(details.fiscal_code)) throw validationError({ fiscal_code: ['registration.duplicate'] });
      register.run(details.fiscal_code, details.company_name, JSON.stringify(details), new Date().toISOString());
      return reply.code(201).send({ message: t(localeOf(request), 'registration.received') });
    },
  );
}

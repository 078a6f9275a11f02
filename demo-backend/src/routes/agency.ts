import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { agencyContractSchema, agencyProfileFormSchema, isStandingLow, type AgencyProfile } from '@/lib/schemas/agency';
import { agencyDetailsSchema } from '@/lib/schemas/contract';
import { callerOf, requireCapability } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, parseOr422, validationError } from '../http/errors';
import { checkImage, formOf, IMAGE_HEADERS } from '../http/images';
import { localeOf, t } from '../i18n';
import { commissionTable } from '../orders/commission';
import { signedContractJob, signedContractOf } from '../repos/agency-contract';
import type { PdfRenderer } from '../pdf/renderer';
import { sendPdf } from './contract';

// The agency itself (docs/product.md "Running the agency: the calls"): commission, profile and
// logo, contract, standing. Rights are the permissions table's (docs/product.md "Permissions").

interface AgencyRow {
  id: number;
  name: string;
  legal_name: string;
  tax_id: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  logo_id: number | null;
  contract: string | null;
  balance: number;
  credit_limit: number;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
/** The wire's phone is `+` and digits; stored contacts may be spaced for print. */
const wirePhone = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The stored image as an answer: its checked type and headers that keep it an image. */
export function imageRoute(
  app: FastifyInstance,
  ctx: AppContext,
  path: string,
  find: (agencyId: number, id: number) => boolean,
) {
  const image = ctx.db.prepare<[number, number], { type: string; bytes: Buffer }>(
    'SELECT type, bytes FROM images WHERE id = ? AND agency_id = ?',
  );
  app.get(path, async (request, reply) => {
    const { id } = parseOr422(idParams, request.params);
    const agencyId = callerOf(ctx, request).agency_id;
    const found = find(agencyId, id) ? image.get(id, agencyId) : undefined;
    if (!found) throw notFound();
    return reply.type(found.type).headers(IMAGE_HEADERS).send(found.bytes);
  });
}

/** Stores a checked upload of the caller's agency, or throws the field's 422. */
export function storeImage(ctx: AppContext, agencyId: number, field: string, bytes: Buffer | undefined): number {
  const checked = checkImage(bytes ?? Buffer.alloc(0));
  if (!checked.ok) throw validationError({ [field]: [checked.error] });
  const insert = ctx.db.prepare('INSERT INTO images (agency_id, type, bytes, created_at) VALUES (?, ?, ?, ?)');
  return Number(insert.run(agencyId, checked.type, checked.bytes, new Date().toISOString()).lastInsertRowid);
}

export function registerAgencyRoutes(app: FastifyInstance, ctx: AppContext, pdf: PdfRenderer): void {
  const agency = ctx.db.prepare<[number], AgencyRow>(
    'SELECT id, name, legal_name, tax_id, address, city, phone, email, website, logo_id, contract, balance, credit_limit FROM agencies WHERE id = ?',
  );
  const bonuses = ctx.db.prepare<[number], { total: number }>(
    "SELECT COALESCE(SUM(b.amount), 0) AS total FROM bonuses b JOIN orders o ON o.id = b.order_id WHERE o.agency_id = ? AND b.status <> 'cancelled'",
  );
  const updateProfile = ctx.db.prepare(
    'UPDATE agencies SET legal_name = @legal_name, tax_id = @tax_id, address = @address, city = @city, phone = @phone, email = @email, website = @website WHERE id = @id',
  );
  const setLogo = ctx.db.prepare('UPDATE agencies SET logo_id = ? WHERE id = ?');
  const dropImage = ctx.db.prepare('DELETE FROM images WHERE id = ? AND agency_id = ?');
  const setContract = ctx.db.prepare('UPDATE agencies SET contract = ? WHERE id = ?');
  const dropContractFiles = ctx.db.prepare(
    'DELETE FROM document_files WHERE document_id IN (SELECT id FROM documents WHERE agency_id = ? AND content IS NULL)',
  );
  const bank = ctx.db.prepare<[number], { name: string; code: string }>('SELECT name, code FROM banks WHERE id = ?');
  const branch = ctx.db.prepare<[number, number], { name: string; code: string }>(
    'SELECT name, code FROM bank_branches WHERE id = ? AND bank_id = ?',
  );

  const agencyOf = (request: Parameters<typeof callerOf>[1]) => {
    const row = agency.get(callerOf(ctx, request).agency_id);
    if (!row) throw notFound();
    return row;
  };
  const profileOf = (row: AgencyRow): AgencyProfile => {
    const logo =
      row.logo_id === null
        ? null
        : ctx.db
            .prepare<[number], { type: string; size: number }>(
              'SELECT type, length(bytes) AS size FROM images WHERE id = ?',
            )
            .get(row.logo_id);
    return {
      id: row.id,
      name: row.name,
      legal_name: row.legal_name || row.name,
      tax_id: row.tax_id,
      address: row.address,
      city: row.city,
      phone: wirePhone(row.phone),
      email: row.email,
      website: row.website,
      logo:
        logo && row.logo_id !== null
          ? { id: row.logo_id, url: `/api/agencies/profile/logo/${row.logo_id}`, type: logo.type, size: logo.size }
          : null,
    };
  };

  // GET /api/agencies/commission: the agency's rates per product and season and the extras (read-only),
  // from the one table (orders/commission.ts)
  app.get('/api/agencies/commission', { preHandler: requireCapability('agency.commission.read') }, async (request) => {
    agencyOf(request);
    return { data: commissionTable(localeOf(request)) };
  });

  // GET /api/agencies/profile: the agency's details and logo
  app.get('/api/agencies/profile', { preHandler: requireCapability('agency.profile.read') }, async (request) => ({
    data: profileOf(agencyOf(request)),
  }));

  // POST /api/agencies/profile: form data (or JSON) with the details and an optional `logo` file
  app.post('/api/agencies/profile', { preHandler: requireCapability('agency.profile.manage') }, async (request) => {
    const row = agencyOf(request);
    const form = formOf(request.body);
    const details = parseOr422(agencyProfileFormSchema, { website: '', ...form.fields });
    const logo = form.files.logo;
    ctx.db.transaction(() => {
      updateProfile.run({ ...details, id: row.id });
      if (logo !== undefined) {
        const id = storeImage(ctx, row.id, 'logo', logo);
        if (row.logo_id !== null) dropImage.run(row.logo_id, row.id);
        setLogo.run(id, row.id);
      }
    })();
    return { data: profileOf(agency.get(row.id)!), message: t(localeOf(request), 'record.updated') };
  });

  // GET /api/agencies/profile/logo/:id: the logo's image (every user of the agency: the top bar shows it)
  imageRoute(app, ctx, '/api/agencies/profile/logo/:id', (agencyId, id) => agency.get(agencyId)?.logo_id === id);

  // DELETE /api/agencies/profile/logo/:id: removes the logo
  app.delete(
    '/api/agencies/profile/logo/:id',
    { preHandler: requireCapability('agency.profile.manage') },
    async (request) => {
      const { id } = parseOr422(idParams, request.params);
      const row = agencyOf(request);
      if (row.logo_id !== id) throw notFound();
      ctx.db.transaction(() => {
        setLogo.run(null, row.id);
        dropImage.run(id, row.id);
      })();
      return { data: profileOf(agency.get(row.id)!), message: t(localeOf(request), 'record.deleted') };
    },
  );

  const contractOf = (row: AgencyRow) => {
    const stored = signedContractOf(ctx.db, row.id);
    if (!stored) throw notFound();
    return { ...stored, phone: wirePhone(stored.phone) };
  };

  // GET /api/agencies/contract: the signed contract's details
  app.get('/api/agencies/contract', { preHandler: requireCapability('agency.contract.read') }, async (request) => {
    const contract = contractOf(agencyOf(request));
    return { data: agencyContractSchema.shape.data.parse(contract) };
  });

  // PATCH /api/agencies/contract: new details (bank and branch checked against each other)
  app.patch('/api/agencies/contract', { preHandler: requireCapability('agency.contract.manage') }, async (request) => {
    const row = agencyOf(request);
    const current = contractOf(row);
    const details = parseOr422(agencyDetailsSchema, request.body);
    const b = bank.get(details.bank_id);
    if (!b) throw validationError({ bank_id: ['validation.invalid'] });
    if (!branch.get(details.branch_id, details.bank_id))
      throw validationError({ branch_id: ['validation.bankBranch'] });
    const next = { ...current, ...details, bank: `${b.name}, ${b.code}` };
    ctx.db.transaction(() => {
      setContract.run(JSON.stringify(next), row.id);
      // The contract among the documents is rendered again with the new details on its next download.
      dropContractFiles.run(row.id);
    })();
    return {
      data: { ...details, number: current.number, signed_at: current.signed_at },
      message: t(localeOf(request), 'record.updated'),
    };
  });

  // GET /api/agencies/contract/pdf: the signed contract the page shows: its number, date and signatories
  app.get(
    '/api/agencies/contract/pdf',
    { preHandler: requireCapability('agency.contract.read') },
    async (request, reply) => {
      const contract = contractOf(agencyOf(request));
      const file = await pdf.render(signedContractJob(ctx.db, contract, localeOf(request)));
      return sendPdf(reply, file, `agency_contract_${contract.number}.pdf`);
    },
  );

  // GET /api/agencies/standing: balance, credit limit, what is available, bonuses (the director)
  app.get('/api/agencies/standing', { preHandler: requireCapability('agency.standing.read') }, async (request) => {
    const row = agencyOf(request);
    const available = Math.round((row.balance + row.credit_limit) * 100) / 100;
    return {
      data: {
        currency: 'EUR',
        balance: row.balance,
        credit_limit: row.credit_limit,
        available,
        bonuses: Math.round((bonuses.get(row.id)?.total ?? 0) * 100) / 100,
        low: isStandingLow(available, row.credit_limit),
      },
    };
  });
}

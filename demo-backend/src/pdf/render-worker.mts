// The PDF render process (see renderer.ts for why it is separate). Jobs run one at a time, each
// with its own font instances (see lib/shared/pdf-fonts.ts).
import { fileURLToPath } from 'node:url';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { documentFonts, fontDirectory } from '@/lib/shared/pdf-fonts';
import { agencyContract } from './agency-contract.mjs';
import { operatorDocument } from './operator-document.mjs';
import { orderDocument } from './order-documents.mjs';
import type { PdfJob, PdfRequest, PdfResponse } from './jobs';

const FONT_DIR = fontDirectory(fileURLToPath(new URL('../../..', import.meta.url)));

async function documentFor(job: PdfJob, fontFamily: string) {
  switch (job.kind) {
    case 'agency-contract':
      return agencyContract(job, fontFamily);
    case 'order-document':
      return orderDocument(job, fontFamily);
    case 'operator-document':
      return operatorDocument(job, fontFamily);
  }
}

async function render(request: PdfRequest): Promise<PdfResponse> {
  const fonts = documentFonts(Font, FONT_DIR);
  try {
    const pdf = await renderToBuffer(await documentFor(request.job, fonts.family));
    return { id: request.id, ok: true, pdf: new Uint8Array(pdf) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    fonts.release();
  }
}

let queue: Promise<void> = Promise.resolve();
process.on('message', (request: PdfRequest) => {
  queue = queue.then(() => render(request)).then(reply);
});

function reply(response: PdfResponse): void {
  process.send?.(response);
}

// The parent going away closes the IPC channel; nothing else would stop this process.
process.on('disconnect', () => process.exit(0));

// GET /api/reports/charter-control-financial/{id}/csv: one flight's drill-down as a CSV download (docs/product.md §13 "Report screens").
import { charterFlightCsv } from '@/lib/reports/csv-downloads';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return charterFlightCsv((await params).id);
}

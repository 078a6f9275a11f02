// GET /api/reports/charter-control-financial/csv?…: the charter flights as a CSV download (docs/product.md §13 "Report screens").
import { charterCsv } from '@/lib/reports/csv-downloads';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(request: Request): Promise<Response> {
  return charterCsv(new URL(request.url).searchParams);
}

// GET /api/ats/reports/sales/csv?…: the sales report as a CSV download (docs/product.md §13 "Report screens").
import { salesCsv } from '@/lib/reports/csv-downloads';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(request: Request): Promise<Response> {
  return salesCsv(new URL(request.url).searchParams);
}

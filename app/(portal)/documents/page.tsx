import { pageMetadata } from '@/components/layout/page-metadata';
import { DocumentsView } from '@/components/documents/documents-view';
import { getDocuments } from '@/lib/backend/content';

// /documents (docs/product.md §10 "The operator's content"): every role reads its agency's files.
export const generateMetadata = pageMetadata('documents');

export default async function DocumentsPage() {
  return <DocumentsView groups={await getDocuments()} />;
}

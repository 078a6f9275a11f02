import { redirect } from 'next/navigation';

/** /notifications → /notifications/all (docs/product.md §2). */
export default function NotificationsIndex() {
  redirect('/notifications/all');
}

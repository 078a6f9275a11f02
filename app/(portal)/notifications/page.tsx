import { redirect } from 'next/navigation';

/** /notifications → /notifications/all (SPEC.md §2). */
export default function NotificationsIndex() {
  redirect('/notifications/all');
}

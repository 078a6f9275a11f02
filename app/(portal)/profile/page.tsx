import { redirect } from 'next/navigation';

/** docs/product.md §2: /profile opens the personal information. */
export default function ProfilePage() {
  redirect('/profile/info');
}

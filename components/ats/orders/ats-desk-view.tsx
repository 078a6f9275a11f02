import { ClientIntl } from '@/components/providers/client-intl';
import { AtsOrdersDesk, type AtsOrdersDeskProps } from './ats-orders-desk';

/**
 * The desk's view with its catalogue part, as a Server Component that /ats/orders imports with
 * next/dynamic: the client component under it then comes in a chunk of its own, loaded only
 * when rendered, so the flight list the other roles see carries none of its code (the route's
 * client components are otherwise merged into one chunk, next.config.ts `turbopackChunking`).
 */
export function AtsDeskView(props: AtsOrdersDeskProps) {
  return (
    <ClientIntl scope="atsDesk">
      <AtsOrdersDesk {...props} />
    </ClientIntl>
  );
}

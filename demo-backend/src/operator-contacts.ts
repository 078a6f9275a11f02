import type { User } from '@/lib/schemas/user';

/** The operator's departments shown in the portal's phone-contacts popup (same for every agency). */
export const OPERATOR_PHONES: User['phones'] = {
  reservation_department: { office: '+373 22 80 80 80', mobile: '+373 69 808 080' },
  accounting: { office: '+373 22 80 80 81' },
  ticket_office: { office: '+373 22 80 80 82', mobile: '+373 79 808 082' },
};

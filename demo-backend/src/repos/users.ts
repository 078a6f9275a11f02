import type { Db } from '../db/open';
import type { Role } from '../roles';

export interface UserRow {
  id: number;
  agency_id: number;
  agency_name: string;
  email: string;
  password_hash: string;
  name: string;
  alias: Role;
  avatar: string | null;
  notification_position: string;
  phone_office: string | null;
  phone_mobile: string | null;
}

const SELECT = `SELECT u.id, u.agency_id, a.name AS agency_name, u.email, u.password_hash, u.name, u.alias, u.avatar,
                       u.notification_position, u.phone_office, u.phone_mobile
                  FROM users u JOIN agencies a ON a.id = u.agency_id`;

export class Users {
  private readonly byEmail;
  private readonly byId;
  private readonly setPassword;

  constructor(db: Db) {
    this.byEmail = db.prepare<[string], UserRow>(`${SELECT} WHERE u.email = ?`);
    this.byId = db.prepare<[number], UserRow>(`${SELECT} WHERE u.id = ?`);
    this.setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  }

  findByEmail(email: string): UserRow | undefined {
    return this.byEmail.get(email.trim());
  }

  findById(id: number): UserRow | undefined {
    return this.byId.get(id);
  }

  updatePassword(id: number, hash: string): void {
    this.setPassword.run(hash, id);
  }
}

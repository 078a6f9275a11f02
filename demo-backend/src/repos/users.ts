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
  malicious_extension: string | null;
  status: string;
  office_id: number | null;
  locale: string | null;
}

const SELECT = `SELECT u.id, u.agency_id, a.name AS agency_name, u.email, u.password_hash, u.name, u.alias, u.avatar,
                       u.notification_position, u.phone_office, u.phone_mobile, u.malicious_extension,
                       u.status, u.office_id, u.locale
                  FROM users u JOIN agencies a ON a.id = u.agency_id`;

export class Users {
  private readonly byEmail;
  private readonly byId;
  private readonly setPassword;
  private readonly setExtension;
  private readonly extensionOf;

  constructor(db: Db) {
    this.byEmail = db.prepare<[string], UserRow>(`${SELECT} WHERE u.email = ?`);
    this.byId = db.prepare<[number], UserRow>(`${SELECT} WHERE u.id = ?`);
    this.setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
    this.setExtension = db.prepare('UPDATE users SET malicious_extension = ? WHERE email = ?');
    this.extensionOf = db.prepare<[number], { malicious_extension: string | null }>(
      'SELECT malicious_extension FROM users WHERE id = ?',
    );
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

  /** Flags (a plugin name) or clears (null) a malicious browser extension; false when no such user. */
  setMaliciousExtension(email: string, plugin: string | null): boolean {
    return this.setExtension.run(plugin, email.trim()).changes > 0;
  }

  /** The flagged extension of a user, checked on every API call (one indexed lookup). */
  maliciousExtension(id: number): string | null {
    return this.extensionOf.get(id)?.malicious_extension ?? null;
  }
}

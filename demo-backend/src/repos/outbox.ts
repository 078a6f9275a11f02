import type { Db } from '../db/open';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
}

/** Mails are stored instead of sent: the e2e forgot/reset test reads them back through /__demo/outbox. */
export class Outbox {
  private readonly insert;
  private readonly byRecipient;
  private readonly recent;

  constructor(db: Db) {
    this.insert = db.prepare('INSERT INTO outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)');
    this.byRecipient = db.prepare<[string], Mail>(
      'SELECT to_email AS "to", subject, body, link, created_at FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 50',
    );
    this.recent = db.prepare<[], Mail>(
      'SELECT to_email AS "to", subject, body, link, created_at FROM outbox ORDER BY id DESC LIMIT 50',
    );
  }

  send(mail: Omit<Mail, 'created_at'>): Mail {
    const stored = { ...mail, created_at: new Date().toISOString() };
    this.insert.run(stored.to, stored.subject, stored.body, stored.link, stored.created_at);
    return stored;
  }

  to(email: string): Mail[] {
    return this.byRecipient.all(email.trim());
  }

  /** The last 50 mails to anyone, newest first. */
  latest(): Mail[] {
    return this.recent.all();
  }
}

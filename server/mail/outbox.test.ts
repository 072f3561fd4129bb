import { describe, expect, it } from 'vitest';
import { openFixtureDatabase } from '../store-api/catalog/testing/fixture';
import { insertOutboxMail, outboxMailExists } from './outbox';

describe('mail outbox', () => {
  it('tells whether a mail is (still) in the outbox', () => {
    const db = openFixtureDatabase();
    const mail = { id: 'm1', to: 'kunde@example.org', subject: 'Hallo', text: 'Hallo', html: '<p>Hallo</p>', template: 'order_confirmation', locale: 'de-DE', replyTo: null, attachments: [] };
    expect(outboxMailExists(db, 'm1')).toBe(false);
    // A mail written inside a transaction that rolls back is gone again.
    expect(() =>
      db.transaction(() => {
        insertOutboxMail(db, mail);
        expect(outboxMailExists(db, 'm1')).toBe(true);
        throw new Error('rollback');
      })(),
    ).toThrow('rollback');
    expect(outboxMailExists(db, 'm1')).toBe(false);
    insertOutboxMail(db, mail);
    expect(outboxMailExists(db, 'm1')).toBe(true);
    expect(outboxMailExists(db, 'm2')).toBe(false);
  });
});

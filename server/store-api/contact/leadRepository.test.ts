import { describe, expect, it } from 'vitest';
import { openFixtureDatabase } from '../catalog/testing/fixture';
import { insertLead, leadExists } from './leadRepository';

describe('lead repository', () => {
  it('stores a lead and finds it by sales channel and idempotency key', () => {
    const db = openFixtureDatabase();
    const channel = (db.prepare('SELECT id FROM sales_channel LIMIT 1').get() as { id: string }).id;
    expect(leadExists(db, channel, 'k1')).toBe(false);
    insertLead(db, { idempotencyKey: 'k1', salesChannelId: channel, email: 'reiter@example.com', locale: 'en-GB', calculation: '{"units":3}' });
    expect(leadExists(db, channel, 'k1')).toBe(true);
    expect(leadExists(db, channel, 'k2')).toBe(false);
    expect(leadExists(db, 'other-channel', 'k1')).toBe(false);
    expect(db.prepare('SELECT email, locale, calculation FROM bedding_lead WHERE idempotency_key = ?').get('k1')).toEqual({
      email: 'reiter@example.com',
      locale: 'en-GB',
      calculation: '{"units":3}',
    });
  });
});

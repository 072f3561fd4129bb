import { describe, expect, it } from 'vitest';
import { openFixtureDatabase } from '../store-api/catalog/testing/fixture';
import { firstSalesChannel } from './mailRepository';

describe('mail repository', () => {
  it("reads the name and config of the shop's first sales channel, none without one", () => {
    const db = openFixtureDatabase();
    db.prepare(`UPDATE sales_channel SET config = '{"mailFrom":"Shop <shop@example.org>"}'`).run();
    db.prepare(
      `INSERT INTO sales_channel (id, name, access_key, language_id, currency_id, country_id, payment_method_id, shipping_method_id, navigation_category_id)
       SELECT 'second', 'Zweiter Kanal', 'SWSCSECOND', language_id, currency_id, country_id, payment_method_id, shipping_method_id, navigation_category_id FROM sales_channel`,
    ).run();
    expect(firstSalesChannel(db)).toEqual({ name: 'Stallwerk', config: '{"mailFrom":"Shop <shop@example.org>"}' });
    db.prepare("DELETE FROM sales_channel WHERE id <> 'second'").run();
    expect(firstSalesChannel(db)).toEqual({ name: 'Zweiter Kanal', config: '{}' });
    db.prepare('DELETE FROM sales_channel').run();
    expect(firstSalesChannel(db)).toBeUndefined();
  });
});

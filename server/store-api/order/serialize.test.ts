import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { LIVE_VERSION_ID, serializeDeliveryPosition, serializeOrderCustomer, type OrderCustomerRow } from './serialize';

const hex = (n: number) => n.toString(16).padStart(32, '0');

// A customer without salutation never reaches the database.
const noDb = {} as Db;

describe('order serialization steps', () => {
  it('serializes a delivery position with its calculated price', () => {
    const position = serializeDeliveryPosition(hex(1), { id: hex(2), order_line_item_id: hex(3), quantity: 4, unit_price: 11.9, total_price: 47.6 });
    expect(position).toEqual({
      id: hex(2),
      versionId: LIVE_VERSION_ID,
      orderDeliveryId: hex(1),
      orderDeliveryVersionId: LIVE_VERSION_ID,
      orderLineItemId: hex(3),
      orderLineItemVersionId: LIVE_VERSION_ID,
      quantity: 4,
      unitPrice: 11.9,
      totalPrice: 47.6,
      price: { unitPrice: 11.9, totalPrice: 47.6, quantity: 4, apiAlias: 'calculated_price' },
      apiAlias: 'order_delivery_position',
    });
  });

  it('leaves out the empty fields of a guest order customer', () => {
    const row: OrderCustomerRow = {
      id: hex(10),
      order_id: hex(11),
      customer_id: null,
      email: 'gast@example.com',
      salutation_id: null,
      first_name: 'Erika',
      last_name: 'Muster',
      title: null,
      company: null,
      vat_ids: '["DE123456789"]',
      customer_number: null,
      guest: 1,
    };
    expect(serializeOrderCustomer(noDb, hex(11), row, 'de-DE')).toEqual({
      id: hex(10),
      versionId: LIVE_VERSION_ID,
      orderId: hex(11),
      email: 'gast@example.com',
      firstName: 'Erika',
      lastName: 'Muster',
      vatIds: ['DE123456789'],
      apiAlias: 'order_customer',
    });
  });
});

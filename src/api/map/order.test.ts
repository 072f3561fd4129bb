import { describe, expect, it } from 'vitest';
import { mapOrder, trackingHref } from './order';

const order = {
  id: 'o1',
  orderNumber: '10042',
  orderDateTime: '2026-11-23T10:00:00.000Z',
  amountTotal: 55.3,
  stateMachineState: { technicalName: 'open', translated: { name: 'Offen' } },
  orderCustomer: { email: 'hof@example.com', company: 'Reitstall Sonnenhof GmbH', vatIds: ['DE123456789'] },
  lineItems: [
    {
      id: 'l1',
      type: 'product',
      label: 'Strohgranulat',
      quantity: 2,
      productId: 'p1',
      referencedId: 'p1',
      price: { unitPrice: 10, totalPrice: 20 },
      payload: { productNumber: 'SW-1', options: [{ id: 'x', group: { name: 'Verpackung' }, option: 'Sack', translated: { option: 'Sack' } }] },
      downloads: [{ id: 'd1', accessGranted: false, media: { fileName: 'handbuch', fileExtension: 'pdf' } }],
    },
  ],
  transactions: [{ id: 't1', createdAt: '2026-11-23T10:00:00.000Z', stateMachineState: { technicalName: 'open', name: 'Offen' }, paymentMethod: { name: 'Vorkasse' } }],
  extensions: {
    stallwerkTransfer: {
      kind: 'prepayment',
      recipient: 'Stallwerk GmbH',
      iban: 'DE02 1203 0000 0000 2020 51',
      bic: 'BYLADEM1001',
      bank: 'Bank',
      amount: 55.3,
      reference: '10042',
      dueDate: '2026-11-30T10:00:00.000Z',
      paymentDays: 7,
    },
  },
};

describe('mapOrder', () => {
  it('reads option labels whose group is an entity (no ": Sack")', () => {
    expect(mapOrder(order).lineItems[0].options).toEqual([{ group: 'Verpackung', option: 'Sack' }]);
  });

  it('maps the transfer details, downloads, product id and business customer', () => {
    const view = mapOrder(order);
    expect(view.transfer).toMatchObject({ kind: 'prepayment', iban: 'DE02 1203 0000 0000 2020 51', reference: '10042', paymentDays: 7 });
    expect(view.lineItems[0]).toMatchObject({ productId: 'p1', downloads: [{ id: 'd1', fileName: 'handbuch.pdf', accessGranted: false }] });
    expect(view).toMatchObject({ business: true, vatIds: ['DE123456789'] });
  });

  it('has no transfer details for other payment methods', () => {
    expect(mapOrder({ ...order, extensions: {} }).transfer).toBeUndefined();
  });

  it('maps the delivery: state, method, window and tracking codes with the carrier link (trackingUrl, %s = code)', () => {
    const view = mapOrder({
      ...order,
      deliveries: [
        {
          stateMachineState: { technicalName: 'shipped', translated: { name: 'Versandt' } },
          trackingCodes: ['00340434161094012345', ' '],
          shippingDateEarliest: '2026-11-24T00:00:00.000Z',
          shippingDateLatest: '2026-11-27T00:00:00.000Z',
          shippingMethod: { name: 'Paketversand', trackingUrl: 'https://www.dhl.de/x?piececode=%s', translated: { name: 'Paketversand', trackingUrl: 'https://www.dhl.de/de?piececode=%s' } },
        },
      ],
    });
    expect(view.delivery).toEqual({
      state: 'shipped',
      stateName: 'Versandt',
      method: 'Paketversand',
      earliest: '2026-11-24T00:00:00.000Z',
      latest: '2026-11-27T00:00:00.000Z',
      tracking: [{ code: '00340434161094012345', url: 'https://www.dhl.de/de?piececode=00340434161094012345' }],
    });
    // Downloads only: nothing to deliver.
    expect(mapOrder(order).delivery).toBeUndefined();
    // A method without a tracking page: the code alone.
    const freight = mapOrder({ ...order, deliveries: [{ trackingCodes: ['SPD-1'], shippingMethod: { name: 'Spedition' } }] });
    expect(freight.delivery).toMatchObject({ state: 'open', tracking: [{ code: 'SPD-1' }] });
  });
});

describe('trackingHref', () => {
  it('links only to web pages, with the code encoded', () => {
    expect(trackingHref('https://track.example/?id=%s', 'A B/1')).toBe('https://track.example/?id=A%20B%2F1');
    expect(trackingHref('javascript:alert(%s)', '1')).toBeUndefined();
    expect(trackingHref('data:text/html,%s', '1')).toBeUndefined();
    expect(trackingHref('https://track.example/', '1')).toBeUndefined();
    expect(trackingHref(undefined, '1')).toBeUndefined();
  });
});

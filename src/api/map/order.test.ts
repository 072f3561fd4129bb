import { describe, expect, it } from 'vitest';
import { mapOrder } from './order';

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
});

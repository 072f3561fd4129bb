/**
 * The order area's light entry (index.ts adds the route plugin and the prepayment/invoice payment
 * handler): order states, payment info and transaction updates for payment integrations, state
 * changes for the admin API, the job runner and the invoice. store-api/hooks.ts takes
 * OrderPaymentInfo from here, so nothing re-exported here may import hooks.ts or a route module.
 */
export { ORDER_STATES, PAID_TRANSACTION_STATES, type OrderState, type TransactionState } from './states';
export type { OrderPaymentInfo } from './paymentInfo';
export { getOrderPaymentInfo, updateTransaction } from './transactions';
export { requireOwnOrder } from './orderAccess';
export type { OrderRow } from './serialize';
export { cancelTransaction, insertOpenTransaction, touchOrder } from './orderRepository';
export { setOrderState } from './orderState';
export { updateShipment, trackingLink } from './shipment';
export { runPendingOrderJobs } from './jobs';
export { createInvoice } from './documents';

/** Key of the delivery note draft; the checkout sends it as the order's customer comment. */
export const DELIVERY_NOTE_DRAFT = 'cart.deliveryNote';

/** Server-side price calculation shared by catalogue and cart. */
export * from './money';
export * from './price';

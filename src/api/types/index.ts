export type * from './product';
export type * from './navigation';
export type * from './listing';
export type * from './session';
export type * from './cms';
export type * from './cart';
export type * from './page';
export type * from './checkout';

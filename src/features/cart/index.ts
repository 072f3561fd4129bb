export { cartAtom, cartCountAtom, sideCartOpenAtom, pendingCartAtom } from './atoms';
export { addToCart, addManyToCart, refreshCart, applyCart, syncOutbox } from './actions';
export { CartBootstrap } from './CartBootstrap';
export { CartButton } from './components/CartButton';
export { AddToCartButton } from './components/AddToCartButton';
export { DELIVERY_NOTE_DRAFT } from './draftKeys';

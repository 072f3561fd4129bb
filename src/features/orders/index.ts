/** The orders feature: order history, order detail, guest deep link, order again, bank details. */
export { OrderCard } from './components/OrderCard';
export { loadOrderTexts } from './routes/accountGuard';
export { TransferDetails } from './components/TransferDetails';
export { planReorder, type ReorderPlan, type ReorderItem, type ReorderNote } from './orderAgain';

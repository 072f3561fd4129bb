/** The orders feature: order history, order detail, guest deep link, order again, bank details. */
export { TransferDetails } from './components/TransferDetails';
export { planReorder, type ReorderPlan, type ReorderItem, type ReorderNote } from './orderAgain';

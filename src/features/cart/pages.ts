/** What other features' pages use of the cart (kept out of index.ts, which the shell loads). */
export { PromotionCodeForm, type PromotionCodeFormProps } from './components/PromotionCodeForm';
export { SummaryRows, type SummaryRowsProps } from './components/SummaryRows';

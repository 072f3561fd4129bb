export { usePaymentFlow, type PaymentFlow, type PaymentFlowOptions } from './usePaymentFlow';
export { PayButton, type PayButtonProps } from './PayButton';
export { PaymentElement, type PaymentElementProps } from './PaymentElement';
export { RedirectNotice, type RedirectNoticeProps } from './RedirectNotice';
export type { UnpaidReason } from './paymentController';
export { failureMessageKey, isFailedResultCode, nextPaymentStep } from './resultCodes';
export { payButtonReducer, PAY_BUTTON_COMPLETED_MS, type PayButtonState } from './payButton';
export { toMinorUnits, fromMinorUnits, minorUnitDivisor } from './minorUnits';

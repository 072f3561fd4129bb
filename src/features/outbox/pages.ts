/** The outbox's parts for other features' forms (kept out of index.ts, which eager code loads). */
export { PendingSubmissions } from './PendingSubmissions';
export { useSubmit, type SubmitOutcome } from './useSubmit';
export { pointerFieldErrors } from './fieldErrors';

export { PageError, LocaleErrorPage } from './PageError';
export { ErrorView } from './ErrorView';
export { describeError } from './describeError';
export { failureMessage, rateLimitMessage, type FailureMessage } from './failureMessage';
export { installChunkErrorReload, isChunkLoadError } from './chunkReload';
export { useRetryWhenBack } from './useRetryWhenBack';

export { PageError, LocaleErrorPage } from './PageError';
export { ErrorView } from './ErrorView';
export { describeError } from './describeError';
export { installChunkErrorReload, isChunkLoadError } from './chunkReload';

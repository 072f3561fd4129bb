import { PageError } from '../features/errors';

/** Errors of a page (404, API failures, failed chunk loads) render inside its layout. */
export function PageErrorBoundary() {
  return <PageError />;
}

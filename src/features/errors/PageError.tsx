import { useRouteError } from 'react-router';
import { describeError } from './describeError';
import { ErrorContent } from './ErrorContent';

/** Error boundary content of a page: rendered inside its layout. */
export function PageError() {
  const error = useRouteError();
  return <ErrorContent error={describeError(error)} />;
}

/** Error boundary content when the locale itself failed (no header available). */
export function LocaleErrorPage() {
  const error = useRouteError();
  return (
    <main id="main">
      <ErrorContent error={describeError(error)} />
    </main>
  );
}

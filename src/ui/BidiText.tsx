import { Fragment } from 'react';
import { bidiSegments } from '../lib/bidi';

/**
 * Text that mixes scripts: values wrapped with `isolate()` (names, e-mail addresses in a
 * translation) and, in right-to-left text, Latin runs ("دفع آمن عبر 3-D Secure") are each
 * rendered in their own `<bdi>`, so the bidi algorithm cannot pull their digits and punctuation
 * apart. The rendered text has no invisible isolate marks.
 */
export function BidiText({ text }: { text: string }) {
  return <>{bidiSegments(text).map((segment, i) => (segment.isolated ? <bdi key={i}>{segment.text}</bdi> : <Fragment key={i}>{segment.text}</Fragment>))}</>;
}

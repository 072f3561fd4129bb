import { newRequestKey } from '../../lib/ids';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { isNetworkError, toFailure, type StoreApiFailure } from '../../api';
import { cancelSubmission, isOffline, queueSubmission, sendSubmission, submissionsAtom, type Submission, type SubmissionKind, type SubmissionPayloads } from './submissions';

export type SubmitOutcome = { status: 'sent' } | { status: 'queued' } | { status: 'refused'; failure: StoreApiFailure | null; error: unknown };

const newKey = newRequestKey;

/**
 * Sends a form now, or queues it in the outbox when offline (or when the connection drops while
 * sending). `refused` is the newest submission of this kind the server refused after a replay
 * (its typed content goes back into the form); sending again removes it.
 */
export function useSubmit<K extends SubmissionKind>(kind: K, match: (payload: SubmissionPayloads[K]) => boolean = () => true) {
  const all = useAtomValue(submissionsAtom);
  const mine = useMemo(() => all.filter((e): e is Submission<K> => e.kind === kind && match(e.payload as SubmissionPayloads[K])), [all, kind, match]);
  const refused = mine.filter((e) => e.error).at(-1);
  /** Everything of this kind still in the outbox: waiting ones and refused ones (each can be cancelled). */
  const pending = mine;

  const submit = useCallback(
    async (payload: SubmissionPayloads[K]): Promise<SubmitOutcome> => {
      const clearRefused = async () => {
        if (refused) await cancelSubmission(refused.seq);
      };
      if (isOffline()) {
        await queueSubmission(kind, payload);
        await clearRefused();
        return { status: 'queued' };
      }
      // A lost answer is retried from the outbox with the same key: the server sends it once.
      const key = newKey();
      try {
        await sendSubmission(kind, payload, key);
        await clearRefused();
        return { status: 'sent' };
      } catch (error) {
        if (isNetworkError(error)) {
          await queueSubmission(kind, payload, key);
          await clearRefused();
          return { status: 'queued' };
        }
        return { status: 'refused', failure: toFailure(error), error };
      }
    },
    [kind, refused],
  );
  return { submit, refused, pending };
}

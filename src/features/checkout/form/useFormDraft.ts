import { useEffect, useRef, useState } from 'react';
import { readDraft, saveDraft } from '../../../offline/drafts';

/**
 * Form values that survive a reload or a lost connection (IndexedDB drafts). `secret` fields
 * (passwords) are never written. Returns the values, a setter and whether the draft was read.
 */
export function useFormDraft<T extends object>(key: string, initial: T, secret: Array<keyof T> = []): [T, (update: (v: T) => T) => void, boolean] {
  const [values, setValues] = useState<T>(initial);
  const [ready, setReady] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const secretRef = useRef(secret);
  useEffect(() => {
    let alive = true;
    void readDraft(key).then((text) => {
      if (!alive) return;
      if (text) {
        try {
          const stored = JSON.parse(text) as Partial<T>;
          setValues((v) => ({ ...v, ...stored }));
        } catch {
          // an unreadable draft is simply ignored
        }
      }
      setReady(true);
    });
    return () => {
      alive = false;
    };
  }, [key]);
  const update = (fn: (v: T) => T) => {
    setValues((current) => {
      const next = fn(current);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const copy = { ...next } as Record<string, unknown>;
        for (const field of secretRef.current) delete copy[field as string];
        void saveDraft(key, JSON.stringify(copy));
      }, 300);
      return next;
    });
  };
  return [values, update, ready];
}

/** Forgets a form draft (after the form was sent successfully). */
export const clearFormDraft = (key: string): Promise<void> => saveDraft(key, '');

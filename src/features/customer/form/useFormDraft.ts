import { useEffect, useRef, useState } from 'react';
import { readDraft, saveDraft } from '../../../offline/drafts';

interface Stored {
  /** When the values were typed (the newer copy wins). */
  t: number;
  v: Record<string, unknown>;
}

const sessionKey = (key: string) => `stallwerk-draft:${key}`;

function readSessionCopy(key: string): Stored | null {
  try {
    const raw = sessionStorage.getItem(sessionKey(key));
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function parse(text: string): Stored | null {
  try {
    const value = JSON.parse(text) as Stored | Record<string, unknown>;
    return typeof value.t === 'number' && value.v && typeof value.v === 'object' ? (value as Stored) : { t: 0, v: value as Record<string, unknown> };
  } catch {
    return null;
  }
}

/**
 * Form values that survive a reload or a lost connection: every change is written at once to the
 * tab's sessionStorage (nothing is lost when the page goes away mid-typing) and, after a short
 * pause, to the IndexedDB drafts (kept beyond the tab). `secret` fields (passwords) are never
 * written. Returns the values, an updater and whether the draft was read.
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
      const candidates = [readSessionCopy(key), text ? parse(text) : null].filter((c): c is Stored => Boolean(c));
      const newest = candidates.sort((a, b) => b.t - a.t)[0];
      if (newest) setValues((v) => ({ ...v, ...(newest.v as Partial<T>) }));
      setReady(true);
    });
    return () => {
      alive = false;
    };
  }, [key]);

  const update = (fn: (v: T) => T) => {
    setValues((current) => {
      const next = fn(current);
      const copy = { ...next } as Record<string, unknown>;
      for (const field of secretRef.current) delete copy[field as string];
      const stored = JSON.stringify({ t: Date.now(), v: copy } satisfies Stored);
      try {
        sessionStorage.setItem(sessionKey(key), stored);
      } catch {
        // private mode: the IndexedDB copy below still keeps it
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveDraft(key, stored), 300);
      return next;
    });
  };
  return [values, update, ready];
}

/** Forgets a form draft (after the form was sent successfully). */
export async function clearFormDraft(key: string): Promise<void> {
  try {
    sessionStorage.removeItem(sessionKey(key));
  } catch {
    // nothing kept
  }
  await saveDraft(key, '');
}

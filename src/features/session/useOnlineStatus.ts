import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { onlineAtom } from './atoms';

/** Tracks navigator.onLine in onlineAtom and returns it. Mount once near the root. */
export function useOnlineStatus(): boolean {
  const [online, setOnline] = useAtom(onlineAtom);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);
  return online;
}

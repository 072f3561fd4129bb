import Box from '@mui/material/Box';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { onIdle } from '../../ui/idle';
import { lazyWithPreload } from '../../ui/lazyWithPreload';

// The plain form is part of the first paint (a prerendered page shows it, hydrated with the page).
const SearchForm = lazyWithPreload(() => import('./SearchForm').then((m) => ({ default: m.SearchForm })), { firstPaint: true });
// MUI's Autocomplete is not: its code, its render and the layout it reads (its popup's width) were
// part of every page's hydration. It loads when the main thread is idle, or at once on first use.
const SearchBox = lazyWithPreload(() => import('./SearchBox').then((m) => ({ default: m.SearchBox })));
const SEARCH_BOX_HEIGHT = 48;
/** At the latest this long after the page started, the suggestions load even on a busy page. */
export const SUGGESTIONS_IDLE_TIMEOUT_MS = 3000;

/** Where the visitor was when the field with suggestions took the plain one's place. */
interface Handover {
  focused: boolean;
  caret: number | null;
}

/**
 * The header's search: a plain form first, the field with suggestions once its code is there.
 * What was typed, the focus and the caret pass from one to the other.
 */
export function HeaderSearch() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState(() => params.get('search') ?? '');
  const [handover, setHandover] = useState<Handover | null>(null);
  const plainInput = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const upgrade = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    SearchBox.preload().then(
      () => {
        const input = plainInput.current;
        const focused = !!input && input.ownerDocument.activeElement === input;
        setHandover({ focused, caret: focused ? input.selectionStart : null });
      },
      () => {
        // Offline before the code was cached: the plain form keeps working; try again on next use.
        requested.current = false;
      },
    );
  }, []);
  useEffect(() => onIdle(upgrade, SUGGESTIONS_IDLE_TIMEOUT_MS), [upgrade]);
  return (
    <Box sx={{ minHeight: SEARCH_BOX_HEIGHT }}>
      <Suspense fallback={null}>
        {handover ? <SearchBox initialInput={draft} autoFocus={handover.focused} caret={handover.caret} /> : <SearchForm value={draft} onChange={setDraft} onIntent={upgrade} inputRef={plainInput} />}
      </Suspense>
    </Box>
  );
}

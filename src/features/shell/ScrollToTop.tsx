import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../ui/ClientOnly';
import { useScrolledPast } from '../../ui/useScrolledPast';

/** The button appears after scrolling more than 500 px (spec §2, §9). */
export const SCROLL_BUTTON_THRESHOLD = 500;

/**
 * A 1 px mark 500 px below the top of the document: once it has left the viewport upwards, the
 * visitor scrolled past the threshold. Watched by an IntersectionObserver (`useScrolledPast`): reading
 * `scrollY` on mounting made the browser lay out the whole page the app had just rendered inside
 * React's commit (16 ms of style and layout for a registration form, unthrottled).
 */
function ThresholdMark({ onPassed }: { onPassed: (passed: boolean) => void }) {
  const mark = useRef<HTMLDivElement>(null);
  useScrolledPast(mark, onPassed);
  // In <body>, so that it is measured from the top of the document whatever the layout positions.
  return createPortal(
    <div
      ref={mark}
      aria-hidden="true"
      data-scroll-mark=""
      style={{ position: 'absolute', top: SCROLL_BUTTON_THRESHOLD, insetInlineStart: 0, width: 1, height: 1, pointerEvents: 'none', visibility: 'hidden' }}
    />,
    document.body,
  );
}

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <>
      {/* A portal has no place in prerendered markup: added after hydration. */}
      <ClientOnly>
        <ThresholdMark onPassed={setVisible} />
      </ClientOnly>
      <Zoom in={visible}>
        <Fab
          color="primary"
          aria-label={t('a11y.scrollToTop')}
          title={t('a11y.scrollToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ position: 'fixed', insetInlineEnd: 16, bottom: 'calc(88px + env(safe-area-inset-bottom))', zIndex: (theme) => theme.zIndex.speedDial }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </>
  );
}

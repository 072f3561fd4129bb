import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { visuallyHidden } from '../../ui/visuallyHidden';

/**
 * After a client-side page change, focus moves to the main content and screen readers hear
 * the new page title, as they would after a full page load.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      setMessage(document.title);
      const main = document.getElementById('main');
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <Box aria-live="assertive" aria-atomic="true" sx={visuallyHidden}>
      {message}
    </Box>
  );
}

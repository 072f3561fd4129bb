/**
 * Stage 1 of the entry (src/main.tsx): React and react-dom. They are CommonJS, which the bundle
 * runs on first use, so this stage uses them to run them here rather than in a later stage.
 */
export { createElement, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';

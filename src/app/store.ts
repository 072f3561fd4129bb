import { createStore } from 'jotai';

/**
 * The one jotai store of the app. Route loaders run outside React and write session data
 * here; components read the same atoms through the Provider in App.tsx.
 */
export const appStore = createStore();

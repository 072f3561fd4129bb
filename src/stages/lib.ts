/** Stage 4 of the entry (src/main.tsx): the router, i18next and the Store API client. */
export { createBrowserRouter } from 'react-router';
export { default as i18next } from 'i18next';
export { createAPIClient } from '@shopware/api-client';

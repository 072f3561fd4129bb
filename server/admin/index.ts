/** Token-protected admin API for demos and tests: review moderation, order states, maintenance. */
export { registerAdminApi } from './routes';
export { bearerMatches } from './auth';

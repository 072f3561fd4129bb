/** Contact area: the contact form and the bedding advisor's lead route. */
export { contactRoutes } from './routes';
export { beddingLeadRoute } from './lead';

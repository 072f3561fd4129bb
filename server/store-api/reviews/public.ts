/** The reviews area's light entry (index.ts adds the route plugin): the review row and the rating rule the admin API and the product page use. */
export type { ReviewRow } from './reviewRepository';
export { recomputeRating } from './rating';

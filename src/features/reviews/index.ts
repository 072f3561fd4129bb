export { ReviewForm, validateReview } from './ReviewForm';

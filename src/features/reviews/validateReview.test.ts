import { describe, expect, it } from 'vitest';
import { validateReview } from './ReviewForm';

const text = 'Staubarm, saugstark und die Box bleibt lange trocken. Gerne wieder.';

describe('review validation (the backend’s rules)', () => {
  it('needs a rating of 1–5', () => {
    expect(validateReview({ points: null, title: 'Sehr gut', content: text })).toEqual({ points: { key: 'forms:review.ratingRequired' } });
    expect(validateReview({ points: 3, title: 'Sehr gut', content: text })).toEqual({});
  });

  it('needs a title of at least 5 and a text of at least 40 characters', () => {
    expect(validateReview({ points: 5, title: 'Gut', content: text }).title).toEqual({ key: 'validations:minLength', values: { min: 5 } });
    expect(validateReview({ points: 5, title: 'Sehr gut', content: 'Zu kurz.' }).content).toEqual({ key: 'validations:minLength', values: { min: 40 } });
    expect(validateReview({ points: 5, title: '', content: '' })).toEqual({ title: { key: 'validations:required' }, content: { key: 'validations:required' } });
  });
});

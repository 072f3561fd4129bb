import { STABLE_PORTRAIT, TRADE_FAIR, WINTER_CARE } from './blog';
import { BEDDING_COMPARISON, BEDDING_QUANTITY, LOW_DUST_BEDDING } from './guidesBedding';
import { PADDOCK_MATS, REDUCE_MUCK, SLATTED_FLOOR } from './guidesGround';
import type { ArticleDef } from './types';

export type { ArticleDef } from './types';
export { wordCount } from './types';

/** All guide articles and blog posts, in display order (newest blog posts first). */
export const ARTICLES: ArticleDef[] = [
  BEDDING_COMPARISON,
  BEDDING_QUANTITY,
  LOW_DUST_BEDDING,
  PADDOCK_MATS,
  SLATTED_FLOOR,
  REDUCE_MUCK,
  WINTER_CARE,
  TRADE_FAIR,
  STABLE_PORTRAIT,
];

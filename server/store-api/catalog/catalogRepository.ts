import type { Db } from '../../db/connection';

/** The catalog routes' SQL outside the snapshot: the category a listing is asked for. */
export interface CategoryListingRow {
  id: string;
  display_nested_products: number;
}

export const findCategoryForListing = (db: Db, id: string): CategoryListingRow | undefined =>
  db.prepare('SELECT id, display_nested_products FROM category WHERE id = ?').get(id) as CategoryListingRow | undefined;

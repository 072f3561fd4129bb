import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalog/snapshot';
import { F, openFixtureDatabase } from '../catalog/testing/fixture';
import { loadCartProducts } from './products';

/** The cart reads its products from the catalogue snapshot: one product model, one inheritance. */
describe('cart products', () => {
  it('inherit from the parent like the catalogue does (custom fields merged, own values first)', () => {
    const db = openFixtureDatabase();
    db.prepare('UPDATE product SET custom_fields = ? WHERE id = ?').run(JSON.stringify({ stallwerk_note: 'Halbe Palette' }), F.misHalf);
    const cart = loadCartProducts(db, [F.misBag, F.misHalf, F.str, 'f'.repeat(32)], 'de-DE');
    const catalogue = loadCatalogue(db);

    expect(cart.has('f'.repeat(32))).toBe(false);
    const half = cart.get(F.misHalf)!;
    expect(half.customFields).toEqual(catalogue.products.get(F.misHalf)!.customFields);
    expect(half.customFields).toEqual({ stallwerk_bags_per_pallet: 65, stallwerk_note: 'Halbe Palette' });
    // A variant without own values gets the parent's; its own columns win.
    const bag = cart.get(F.misBag)!;
    expect(bag.customFields).toEqual({ stallwerk_bags_per_pallet: 65 });
    expect(bag.parentId).toBe(F.mis);
    expect(bag.name).toBe(half.name);
    expect(half.price.gross).toBe(226.1);
    expect(half.shippingFree).toBe(true);
    expect(bag.packaging).toBe('bag');
    expect(bag.categoryIds).toEqual(catalogue.products.get(F.mis)!.categoryIds);
    expect(half.options.map((o) => o.id)).toEqual([F.halfPallet]);
    // No custom fields: null, as the cart's line item leaves them out.
    expect(cart.get(F.str)!.customFields).toBeNull();
  });

  it('see a parent with variants as not buyable itself and an inactive parent deactivates its variants', () => {
    const db = openFixtureDatabase();
    expect(loadCartProducts(db, [F.mis], 'de-DE').get(F.mis)!.hasVariants).toBe(true);
    db.prepare('UPDATE product SET active = 0 WHERE id = ?').run(F.mis);
    expect(loadCartProducts(db, [F.misBag], 'de-DE').get(F.misBag)!.active).toBe(false);
  });
});

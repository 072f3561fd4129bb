import { describe, expect, it } from 'vitest';
import type { StoreDeps } from '../hooks';
import { contentSlotResolvers } from './cmsPage';
import type { CmsPageRow } from './cmsRepository';
import { productSlotResolvers } from './productSlots';
import { pageIsSharedByAllCustomers } from './sharedPages';

const builtIn = { ...contentSlotResolvers, ...productSlotResolvers };
const deps = (slotResolvers: StoreDeps['hooks']['slotResolvers'] = builtIn) => ({ hooks: { slotResolvers } }) as unknown as StoreDeps;
const page = (...types: string[]): CmsPageRow => ({
  id: 'p',
  type: 'page',
  name: '{}',
  css_class: null,
  config: null,
  layout: JSON.stringify([{ type: 'default', blocks: [{ type: 'b', slots: types.map((type, i) => ({ slot: `s${i}`, type })) }] }]),
});

describe('pageIsSharedByAllCustomers', () => {
  it('shares pages of text, images, sliders, product boxes and listings', () => {
    expect(pageIsSharedByAllCustomers(deps(), page('text', 'image', 'image-slider', 'product-slider', 'product-box', 'product-listing'))).toBe(true);
    expect(pageIsSharedByAllCustomers(deps(), page())).toBe(true);
    expect(pageIsSharedByAllCustomers(deps(), page('slot-type-without-resolver'))).toBe(true);
  });

  it('never shares a page with product page elements: the reviews element carries the customer’s own review', () => {
    expect(pageIsSharedByAllCustomers(deps(), page('text', 'product-description-reviews'))).toBe(false);
    expect(pageIsSharedByAllCustomers(deps(), page('buy-box'))).toBe(false);
  });

  it('never shares a page whose slot a plugin resolves in place of the built-in resolver', () => {
    const plugin = { ...builtIn, text: () => ({ content: 'Hallo, Kundin' }) };
    expect(pageIsSharedByAllCustomers(deps(plugin), page('text'))).toBe(false);
    expect(pageIsSharedByAllCustomers(deps({ ...builtIn, 'my-widget': () => ({}) }), page('my-widget'))).toBe(false);
  });
});

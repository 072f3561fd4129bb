import { describe, expect, it } from 'vitest';
import { hasListingSlot, mapCmsPage } from './cms';
import type { CmsPage } from './schemas';

const page = {
  id: 'p',
  type: 'product_list',
  name: 'Einstreu',
  apiAlias: 'cms_page',
  sections: [
    {
      id: 's2',
      position: 1,
      type: 'sidebar',
      sizingMode: 'boxed',
      visibility: { mobile: true, tablet: true, desktop: true },
      blocks: [
        { id: 'b2', position: 0, type: 'product-listing', sectionPosition: 'main', slots: [{ id: 'l', slot: 'content', type: 'product-listing', config: {} }] },
        { id: 'b3', position: 1, type: 'sidebar-filter', sectionPosition: 'sidebar', slots: [{ id: 'f', slot: 'content', type: 'sidebar-filter', config: {} }] },
      ],
    },
    {
      id: 's1',
      position: 0,
      type: 'default',
      sizingMode: 'full_width',
      cssClass: 'hero',
      backgroundColor: '#fff',
      visibility: { mobile: false },
      blocks: [
        {
          id: 'b1',
          position: 0,
          type: 'image-text',
          marginTop: '20px',
          sectionPosition: 'main',
          slots: [
            {
              id: 't',
              slot: 'right',
              type: 'text',
              config: { content: { source: 'static', value: '<p>Hallo</p>' } },
              translated: { config: { content: { source: 'static', value: '<p>Hello</p>' } } },
            },
            { id: 'v', slot: 'left', type: 'youtube-video', config: { videoID: { source: 'static', value: 'abc' } } },
            { id: 'x', slot: 'x', type: 'mystery', config: {} },
          ],
        },
      ],
    },
  ],
} as unknown as CmsPage;

describe('mapCmsPage', () => {
  const view = mapCmsPage(page)!;
  it('orders sections and splits sidebar blocks', () => {
    expect(view.sections.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(view.sections[1].sidebarBlocks.map((b) => b.id)).toEqual(['b3']);
    expect(view.sections[0]).toMatchObject({ sizingMode: 'full_width', cssClass: 'hero', visibility: { mobile: false, tablet: true, desktop: true } });
  });
  it('maps elements, preferring translated config', () => {
    const slots = view.sections[0].blocks[0].slots;
    expect(slots[0]).toMatchObject({ type: 'text', html: '<p>Hello</p>' });
    expect(slots[1]).toMatchObject({ type: 'video', provider: 'youtube', videoId: 'abc' });
    expect(slots[2]).toMatchObject({ type: 'unknown', originalType: 'mystery' });
  });
  it('knows when the layout places the listing', () => {
    expect(hasListingSlot(view)).toBe(true);
  });
});

describe('mapped config values', () => {
  const mappedPage = {
    id: 'm',
    type: 'product_list',
    name: 'x',
    apiAlias: 'cms_page',
    sections: [
      {
        id: 's',
        type: 'default',
        sizingMode: 'boxed',
        blocks: [
          {
            id: 'b',
            type: 'image-text',
            slots: [
              { id: 't', slot: 'right', type: 'text', config: { content: { source: 'mapped', value: 'category.description' } } },
              { id: 'i', slot: 'left', type: 'image', config: { media: { source: 'mapped', value: 'category.media' } }, data: { media: null } },
            ],
          },
        ],
      },
    ],
  } as unknown as CmsPage;

  it('shows the values the server resolved for mapped config entries', () => {
    const resolved = JSON.parse(JSON.stringify(mappedPage)) as { sections: Array<{ blocks: Array<{ slots: Array<{ data: unknown }> }> }> };
    resolved.sections[0].blocks[0].slots[0].data = { content: '<p>Staubarm</p>', apiAlias: 'cms_text' };
    resolved.sections[0].blocks[0].slots[1].data = { media: { url: '/m.webp', translated: {} }, apiAlias: 'cms_image' };
    const view = mapCmsPage(resolved as unknown as CmsPage)!;
    const [text, image] = view.sections[0].blocks[0].slots;
    expect(text).toMatchObject({ type: 'text', html: '<p>Staubarm</p>' });
    expect(image).toMatchObject({ type: 'image', image: { url: '/m.webp' } });
  });
  it('never shows the mapping path itself', () => {
    const view = mapCmsPage(mappedPage)!;
    expect(view.sections[0].blocks[0].slots[0]).toMatchObject({ type: 'text', html: '' });
  });
});

import Box from '@mui/material/Box';
import type { CmsBlockView, CmsSlotView } from '../../api';
import { useCmsSlotRenderers } from './CmsListingSlot';
import { CmsElement } from './elements/CmsElement';
import { boxBackground, visibilityDisplay } from './visibility';

/** Reading order of slot names in multi-column blocks (left before right, image before text). */
const SLOT_ORDER = ['left', 'left-image', 'left-text', 'image', 'center', 'center-image', 'center-text', 'content', 'right', 'right-image', 'right-text'];
const rank = (slot: CmsSlotView) => {
  const i = SLOT_ORDER.indexOf(slot.slot);
  return i === -1 ? SLOT_ORDER.length : i;
};

/** Slots that would render nothing: left out so the block does not keep an empty column. */
export function isEmptySlot(slot: CmsSlotView): boolean {
  switch (slot.type) {
    case 'text':
      return slot.html.replace(/<[^>]*>/g, '').trim() === '' && !/<img/i.test(slot.html);
    case 'image':
      return !slot.image;
    case 'image-slider':
    case 'image-gallery':
      return slot.items.length === 0;
    case 'product-box':
      return !slot.product;
    case 'product-slider':
      return slot.products.length === 0;
    case 'video':
      return !slot.videoId;
    case 'unknown':
      return true;
    default:
      return false;
  }
}

/** Blocks whose slots sit side by side on wide screens (stacked on phones). */
const isColumnBlock = (block: CmsBlockView, count: number) => count > 1 && block.type !== 'text-on-image';

/** One CMS block: margins, background, visibility and its slots laid out by block type. */
export function CmsBlock({ block, priority, fullBleed }: { block: CmsBlockView; priority?: boolean; fullBleed?: boolean }) {
  const slots = block.slots.filter((s) => !isEmptySlot(s)).sort((a, b) => rank(a) - rank(b));
  const extra = useCmsSlotRenderers().blockExtra?.(block);
  if (slots.length === 0 || extra === null) return null;
  const columns = Math.min(slots.length, 4);
  const display = isColumnBlock(block, slots.length) ? 'grid' : 'block';
  const reversed = block.type.endsWith('-reversed');
  return (
    <Box
      className={block.cssClass}
      data-block-type={block.type}
      sx={{
        mt: block.margins.top,
        mb: block.margins.bottom,
        ms: block.margins.left,
        me: block.margins.right,
        borderRadius: block.backgroundColor || block.backgroundImage ? 3 : undefined,
        p: block.backgroundColor || block.backgroundImage ? { xs: 2, md: 4 } : undefined,
        ...boxBackground(block),
        display: visibilityDisplay(block.visibility, display) ?? display,
        ...(display === 'grid' && { gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` }, gap: { xs: 2, md: 4 }, alignItems: 'stretch' }),
        ...(reversed && { direction: { md: 'rtl' }, '& > *': { direction: 'initial' } }),
      }}
    >
      {slots.map((slot) => (
        <Box key={slot.id} sx={{ minWidth: 0 }}>
          <CmsElement slot={slot} priority={priority} fullBleed={fullBleed} />
        </Box>
      ))}
      {extra}
    </Box>
  );
}

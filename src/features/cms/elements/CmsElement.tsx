import Box from '@mui/material/Box';
import { Suspense } from 'react';
import type { CmsSlotView } from '../../../api';
import { ProductCard, ProductRow } from '../../catalog';
import { useCmsSlotRenderers } from '../CmsListingSlot';
import { CmsImage } from './CmsImage';
import { CmsImageSlider } from './CmsImageSlider';
import { CmsText } from './CmsText';
import { CmsVideo } from './CmsVideo';
import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// The contact form (and its texts) loads only on pages that have one. The module is named (not the
// index): its chunk name is in vite.config.ts's precache list.
const ContactForm = lazyWithPreload(() => import('../../contact/ContactForm').then((m) => ({ default: m.ContactForm })), { firstPaint: true });

/** Renders one slot by its element type; unknown types render nothing. */
export function CmsElement({ slot, priority, fullBleed }: { slot: CmsSlotView; priority?: boolean; fullBleed?: boolean }) {
  const renderers = useCmsSlotRenderers();
  switch (slot.type) {
    case 'text':
      return <CmsText html={slot.html} verticalAlign={slot.verticalAlign} />;
    case 'image':
      return <CmsImage image={slot.image} link={slot.link} displayMode={slot.displayMode} minHeight={slot.minHeight} priority={priority} rounded={!fullBleed} width={fullBleed ? 1920 : undefined} />;
    case 'image-slider':
      return <CmsImageSlider items={slot.items} displayMode={slot.displayMode} minHeight={slot.minHeight} priority={priority} />;
    case 'image-gallery':
      return <CmsImageSlider items={slot.items} displayMode="contain" minHeight="420px" />;
    case 'product-box':
      // A card keeps a card's size: alone in a full-width block it would stretch to a square of the page width.
      return slot.product ? (
        <Box sx={{ maxWidth: 320, height: '100%' }} data-testid="cms-product-box">
          <ProductCard product={slot.product} headingLevel="h3" inFirstRows />
        </Box>
      ) : null;
    case 'product-slider':
      return <ProductRow title={slot.title} products={slot.products} />;
    case 'product-listing':
      return <>{renderers.listing?.() ?? null}</>;
    case 'sidebar-filter':
      return <>{renderers.filters?.() ?? null}</>;
    case 'video':
      return <CmsVideo provider={slot.provider} videoId={slot.videoId} title={slot.title} />;
    case 'form':
      return slot.formType === 'contact' ? (
        <Suspense fallback={null}>
          <ContactForm title={slot.title} confirmation={slot.confirmation} slotId={slot.id} />
        </Suspense>
      ) : null;
    default:
      return null;
  }
}

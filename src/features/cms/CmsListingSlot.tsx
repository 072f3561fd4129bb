import { createContext, useContext, type ReactNode } from 'react';
import type { CmsBlockView } from '../../api';

/**
 * The page that renders a CMS layout provides what the listing and filter slots show (the
 * category's listing with the URL's filters); the CMS feature does not load products itself.
 */
export interface CmsSlotRenderers {
  listing?: () => ReactNode;
  filters?: () => ReactNode;
  /**
   * What a page adds to one of its blocks (e.g. the home page's advisor teaser gets the links of
   * the bedding tools); `null` hides the block (the tool is not offered in this language).
   */
  blockExtra?: (block: CmsBlockView) => ReactNode | null | undefined;
}

const Context = createContext<CmsSlotRenderers>({});

export const CmsSlotProvider = Context.Provider;

export function useCmsSlotRenderers(): CmsSlotRenderers {
  return useContext(Context);
}

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The page that renders a CMS layout provides what the listing and filter slots show (the
 * category's listing with the URL's filters); the CMS feature does not load products itself.
 */
export interface CmsSlotRenderers {
  listing?: () => ReactNode;
  filters?: () => ReactNode;
}

const Context = createContext<CmsSlotRenderers>({});

export const CmsSlotProvider = Context.Provider;

export function useCmsSlotRenderers(): CmsSlotRenderers {
  return useContext(Context);
}

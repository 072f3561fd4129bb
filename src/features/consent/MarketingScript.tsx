import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { config } from '../../config';
import { consentAtom } from './atoms';
import { injectMarketingScript, whenIdle } from './marketingScript';

/** Loads the marketing script (VITE_MARKETING_SCRIPT_URL) once marketing consent exists. */
export function MarketingScript() {
  const marketing = useAtomValue(consentAtom)?.marketing ?? false;
  useEffect(() => {
    if (marketing && config.marketingScriptUrl) whenIdle(() => injectMarketingScript(config.marketingScriptUrl));
  }, [marketing]);
  return null;
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchBeddingOffers, type BeddingOffer } from '../../../api';
import { loadNamespaces } from '../../../i18n';
import { guardTool, ToolUnavailable } from '../../advisor/pages';
import { CalculatorView } from '../components/CalculatorView';
import { BEDDINGS, STABLE_TYPES, type BeddingType, type StableType } from '../model';
import { BEDDING_PRODUCTS } from '../products';

type Data = { available: false } | { available: true; offers: BeddingOffer[]; preset: { bedding?: BeddingType; stable?: StableType } };

/** Prices of all three beddings are read at once, so a change of bedding works offline too. */
export async function loader({ request }: LoaderFunctionArgs): Promise<Data> {
  const guard = guardTool('calculator', request);
  if (!guard.available) return guard;
  await loadNamespaces('calculator', 'validations', 'cart');
  const offers = await fetchBeddingOffers(Object.values(BEDDING_PRODUCTS)).catch(() => []);
  const search = new URL(request.url).searchParams;
  const bedding = search.get('bedding');
  const stable = search.get('stable');
  return {
    available: true,
    offers,
    preset: {
      bedding: (BEDDINGS as readonly string[]).includes(bedding ?? '') ? (bedding as BeddingType) : undefined,
      stable: (STABLE_TYPES as readonly string[]).includes(stable ?? '') ? (stable as StableType) : undefined,
    },
  };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (!data.available) return <ToolUnavailable tool="calculator" />;
  return <CalculatorView offers={data.offers} preset={data.preset} />;
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchBeddingOffers, type BeddingOffer } from '../../../api';
import { loadNamespaces } from '../../../i18n';
import { AdvisorView } from '../components/AdvisorView';
import { ToolUnavailable } from '../components/ToolUnavailable';
import { ALL_ADVISOR_PRODUCTS } from '../products';
import { guardTool } from '../routeGuard';

type Data = { available: false } | { available: true; offers: BeddingOffer[] };

/** The advisor loads the products of every outcome at once: offline the result still links them. */
export async function loader({ request }: LoaderFunctionArgs): Promise<Data> {
  const guard = guardTool('advisor', request);
  if (!guard.available) return guard;
  await loadNamespaces('advisor', 'validations');
  const offers = await fetchBeddingOffers(ALL_ADVISOR_PRODUCTS).catch(() => []);
  return { available: true, offers };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (!data.available) return <ToolUnavailable tool="advisor" />;
  return <AdvisorView offers={data.offers} />;
}

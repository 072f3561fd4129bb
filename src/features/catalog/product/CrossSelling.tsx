import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, use } from 'react';
import type { CrossSellingGroup } from '../../../api';
import { ProductRow } from '../components/ProductRow';

function Groups({ groups }: { groups: Promise<CrossSellingGroup[]> }) {
  const list = use(groups);
  return (
    <>
      {list.map((g) => (
        <ProductRow key={g.id} title={g.name} products={g.products} />
      ))}
    </>
  );
}

/** Cross-selling rows ("fits with"); loads after the page and never fails it. */
export function CrossSelling({ groups }: { groups: Promise<CrossSellingGroup[]> }) {
  return (
    <Suspense
      fallback={
        <Stack direction="row" spacing={2}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" width={240} height={320} />
          ))}
        </Stack>
      }
    >
      <Groups groups={groups} />
    </Suspense>
  );
}

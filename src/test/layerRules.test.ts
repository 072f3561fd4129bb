import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js (docs/architecture.md), checked on snippets placed in the tree.
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it('refuses a deep import into another feature, at any folder depth', async () => {
    expect(await refusals('src/features/cart/x.ts', '../checkout/checkoutAttempt')).toHaveLength(1);
    expect(await refusals('src/features/cart/routes/x.tsx', '../../customer/components/LoginForm')).toHaveLength(1);
    expect(await refusals('src/features/cart/x.ts', '../../features/checkout/checkoutAttempt')).toHaveLength(1);
  }, 30_000);

  it("allows another feature's index.ts and pages.ts, and the feature's own modules", async () => {
    expect(await refusals('src/features/cart/routes/x.tsx', '../../checkout')).toEqual([]);
    expect(await refusals('src/features/cart/x.ts', '../customer/index')).toEqual([]);
    expect(await refusals('src/features/checkout/components/x.tsx', '../../cart/pages')).toEqual([]);
    expect(await refusals('src/features/cart/routes/x.tsx', '../components/CartLineItem')).toEqual([]);
  }, 30_000);

  it('lets the app shell use features only through their index.ts or pages.ts', async () => {
    expect(await refusals('src/app/x.tsx', '../features/cart/actions')).toHaveLength(1);
    expect(await refusals('src/app/layouts/x.tsx', '../../features/account/useSignOut')).toHaveLength(1);
    expect(await refusals('src/app/layouts/x.tsx', '../../features/account/pages')).toEqual([]);
    expect(await refusals('src/app/x.tsx', '../features/shell')).toEqual([]);
  }, 30_000);

  it('keeps src/ui free of features and src free of server code', async () => {
    expect(await refusals('src/ui/x.tsx', '../features/session')).toHaveLength(1);
    expect(await refusals('src/lib/x.ts', '../../server/config')).toHaveLength(1);
    expect(await refusals('src/features/cart/x.ts', '../../../server/app')).toHaveLength(1);
  }, 30_000);
});

describe('Store API area rules', () => {
  it("refuses another area's internal module, from an area, store-api itself and the rest of the server", async () => {
    expect(await refusals('server/store-api/order/x.ts', '../cart/calculator')).toHaveLength(1);
    expect(await refusals('server/store-api/order/sub/x.ts', '../../context/sessions')).toHaveLength(1);
    expect(await refusals('server/store-api/order/x.ts', '../../store-api/cart/store')).toHaveLength(1);
    expect(await refusals('server/store-api/x.ts', './cart/routes')).toHaveLength(1);
    expect(await refusals('server/admin/x.ts', '../store-api/order/orderState')).toHaveLength(1);
    expect(await refusals('server/x.ts', './store-api/context/sessions')).toHaveLength(1);
  }, 30_000);

  it("allows an area's index.ts and public.ts, the area's own modules, and tests", async () => {
    expect(await refusals('server/store-api/order/x.ts', '../cart')).toEqual([]);
    expect(await refusals('server/store-api/order/x.ts', '../context/public')).toEqual([]);
    expect(await refusals('server/store-api/order/x.ts', '../account/index')).toEqual([]);
    expect(await refusals('server/store-api/order/x.ts', './orderRepository')).toEqual([]);
    expect(await refusals('server/store-api/order/x.ts', '../errors')).toEqual([]);
    expect(await refusals('server/store-api/x.ts', './cart')).toEqual([]);
    expect(await refusals('server/admin/x.ts', '../store-api/order/public')).toEqual([]);
    expect(await refusals('server/store-api/order/x.test.ts', '../cart/calculator')).toEqual([]);
    expect(await refusals('server/store-api/catalog/testing/x.ts', '../../cart/store')).toEqual([]);
  }, 30_000);
});

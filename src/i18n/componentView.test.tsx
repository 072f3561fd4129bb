// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n, i18nForComponents } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Label({ seen }: { seen: (language: string) => void }) {
  const { t, i18n: own } = useTranslation('common');
  seen(own.language);
  return <span>{t('header.wishlist')}</span>;
}

/** react-i18next's record of the namespaces components used, kept on the instance. */
const report = () => (i18n as unknown as { reportNamespaces: { usedNamespaces: Record<string, boolean>; getUsedNamespaces: () => string[] } }).reportNamespaces;

let root: Root | undefined;
let host: HTMLElement | undefined;

const labels = (count: number, seen: (language: string) => void = () => undefined) => Array.from({ length: count }, (_, index) => <Label key={index} seen={seen} />);

async function mount(instance: typeof i18n, children: ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<I18nextProvider i18n={instance}>{children}</I18nextProvider>));
  return host;
}

/** Property descriptors react-i18next copies while `count` components mount. */
async function descriptorsCopied(instance: typeof i18n, count: number): Promise<number> {
  const copy = Object.getOwnPropertyDescriptors;
  let copied = 0;
  const spy = vi.spyOn(Object, 'getOwnPropertyDescriptors').mockImplementation(((object: unknown) => {
    const descriptors = copy(object);
    copied += Object.keys(descriptors).length;
    return descriptors;
  }) as typeof Object.getOwnPropertyDescriptors);
  await mount(instance, labels(count));
  spy.mockRestore();
  await act(async () => root!.unmount());
  host!.remove();
  return copied;
}

afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
  await activateLocale('de-DE');
});

describe('the i18n instance as components get it (issue 16, TBT)', () => {
  it('costs a mounting component no copy of the instance: 40 components copy at most one descriptor each, where the instance itself has dozens', async () => {
    await activateLocale('de-DE');
    // i18next binds every method to the instance as an own property: that is what a copy costs.
    expect(Object.keys(Object.getOwnPropertyDescriptors(i18n)).length).toBeGreaterThan(30);
    expect(await descriptorsCopied(i18nForComponents, 40)).toBeLessThanOrEqual(40);
    // The same components given the instance itself copy it once each.
    expect(await descriptorsCopied(i18n, 40)).toBeGreaterThan(40 * 30);
  });

  it('translates, and follows the instance to another language', async () => {
    await activateLocale('de-DE');
    const languages: string[] = [];
    const element = await mount(
      i18nForComponents,
      labels(2, (language) => languages.push(language)),
    );
    expect(element.textContent).toBe('MerkzettelMerkzettel');
    await act(async () => activateLocale('en-GB'));
    expect(element.textContent).toBe('WishlistWishlist');
    expect(languages.at(-1)).toBe('en-GB');
    expect(languages).toContain('de-DE');
  });

  it('records the namespaces components used on the instance, where the prerenderer reads them', async () => {
    await activateLocale('de-DE', ['common', 'errors', 'catalog']);
    // Made by the first component that mounts, through the view, if no earlier test made it.
    const earlier = report() as ReturnType<typeof report> | undefined;
    if (earlier) earlier.usedNamespaces = {};
    function Catalogue() {
      const { t } = useTranslation('catalog');
      return <span>{t('listing.sort')}</span>;
    }
    await mount(i18nForComponents, <Catalogue />);
    expect(report().getUsedNamespaces()).toEqual(['catalog']);
    expect(Object.prototype.hasOwnProperty.call(i18nForComponents, 'language')).toBe(false);
  });
});

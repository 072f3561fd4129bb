// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addPayload, dropEarlierStandIns, nextPageView, payloadKey, payloadStandIn, resetPayloads } from '../../api/payloads';
import { productCard } from '../../test/productCard';
import { renderInShop } from '../../test/render';
import { PriceTag } from '../../ui/PriceTag';
import { ProductCard } from './components/ProductCard';
import { TierPriceTable } from './product/TierPriceTable';
import { BuyBox } from './product/BuyBox';
import { db } from '../../offline/db';
import type { ProductDetail } from '../../api';

const LISTING = 'readProductListingGet post /product-listing/{categoryId}';

/** What the client does offline for a signed-in customer: a payload answers a read in place of the network. */
function standInForARead(): void {
  const key = payloadKey(LISTING, { pathParams: { categoryId: 'c1' } }, undefined)!;
  addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { total: 1 } } });
  payloadStandIn(key, LISTING);
}

afterEach(() => resetPayloads());

describe('a guest’s prices on a signed-in customer’s page offline are withheld', () => {
  it('a product card says the price shows online, without the guest’s amount or VAT note, and shows prices again once the page is the customer’s', async () => {
    await renderInShop(<ProductCard product={productCard('p1', { price: { unitPrice: 12.9 } })} />);
    expect(screen.getByText('12,90 €')).toBeTruthy();
    expect(document.body.textContent).toMatch(/inkl\. MwSt\./);
    act(() => standInForARead());
    expect(screen.getByText('Ihr Preis erscheint online.')).toBeTruthy();
    expect(screen.queryByText('12,90 €')).toBeNull();
    expect(document.body.textContent).not.toMatch(/MwSt\./);
    act(() => {
      nextPageView();
      dropEarlierStandIns();
    });
    expect(screen.getByText('12,90 €')).toBeTruthy();
    expect(screen.queryByText('Ihr Preis erscheint online.')).toBeNull();
  });

  it('on the product page the note is the full sentence, in the page’s language, and the tier prices are left out', async () => {
    standInForARead();
    const format = (v: number) => `${v} €`;
    await renderInShop(
      <>
        <PriceTag price={{ unitPrice: 12.9 }} size="page" showFrom={false} format={format} />
        <TierPriceTable
          tiers={[
            { quantity: 9, unitPrice: 14.5 },
            { quantity: 10, unitPrice: 13.59 },
          ]}
          quantity={1}
        />
      </>,
      { locale: 'en-GB', path: '/en-GB/' },
    );
    expect(screen.getByText('Your price shows once you are back online.')).toBeTruthy();
    expect(screen.queryByText(/12\.9/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a product put into a cart draft from such a page carries no price: the draft learns the customer’s own when it goes into the cart', async () => {
    standInForARead();
    const product: ProductDetail = {
      ...productCard('p1', { name: 'Miscanthus-Einstreu Premium', price: { unitPrice: 12.9 } }),
      media: [],
      tiers: [],
      properties: [],
      measurements: {},
      downloads: [],
      configurator: [],
      selectedOptionIds: [],
      categoryIds: [],
    };
    await renderInShop(<BuyBox product={product} />);
    expect(screen.getByText('Ihr Preis wird angezeigt, sobald Sie wieder online sind.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/12,90|MwSt\./);
    fireEvent.click(screen.getByRole('button', { name: 'Zum Entwurf' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Neuer Entwurf …' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Name des Entwurfs/ }), { target: { value: 'Stall Nord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await db.cartDrafts.toArray()).map((d) => d.lines)).toEqual([[expect.objectContaining({ productId: 'p1', quantity: 1 })]]));
    const [line] = (await db.cartDrafts.toArray())[0].lines;
    expect(line.unitPrice).toBeUndefined();
    expect(line.priceAt).toBeUndefined();
  });
});

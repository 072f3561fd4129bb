// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addPayload, dropEarlierStandIns, nextPageView, payloadKey, payloadStandIn, resetPayloads } from '../../api/payloads';
import { productCard } from '../../test/productCard';
import { renderInShop } from '../../test/render';
import { PriceTag } from '../../ui/PriceTag';
import { ProductCard } from './components/ProductCard';
import { TierPriceTable } from './product/TierPriceTable';

const LISTING = 'readProductListingGet post /product-listing/{categoryId}';

/** What the client does offline for a signed-in customer: a payload answers a read in place of the network. */
function standInForARead(): void {
  const key = payloadKey(LISTING, { pathParams: { categoryId: 'c1' } }, undefined)!;
  addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: { total: 1 } } });
  payloadStandIn(key);
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
});

import { describe, expect, it } from 'vitest';
import { mapLineOptions } from './lineOptions';

describe('mapLineOptions', () => {
  it('reads the cart payload strings', () => {
    expect(mapLineOptions({ options: [{ group: 'Gebinde', option: 'Sack' }] })).toEqual([{ group: 'Gebinde', option: 'Sack' }]);
  });
  it('reads property group option entities of an order line item', () => {
    const options = [{ name: 'Sack', option: 'Sack', group: { name: 'Gebinde', translated: { name: 'Packaging' } }, translated: { name: 'Sack' } }];
    expect(mapLineOptions({ options })).toEqual([{ group: 'Packaging', option: 'Sack' }]);
  });
  it('leaves out options without a name and tolerates a missing list', () => {
    expect(mapLineOptions({ options: [{}] })).toEqual([]);
    expect(mapLineOptions(undefined)).toEqual([]);
  });
});

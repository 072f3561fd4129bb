import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../lib/money';
import { warmIntl } from './warmIntl';

vi.mock('../lib/money', () => ({ formatPrice: vi.fn(() => '0,00 €') }));

describe('warmIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds the address’s currency format (the one prices then use) and the first collation in tasks of their own, once the worker has loaded their data', async () => {
    const tasks: Array<() => void> = [];
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    let loaded!: () => void;
    const dataLoaded = new Promise<void>((resolve) => (loaded = resolve));
    warmIntl(dataLoaded, (task) => tasks.push(task), '/fr-FR/Litiere/');
    await Promise.resolve();
    expect(tasks).toHaveLength(0);
    loaded();
    await dataLoaded;
    await Promise.resolve();
    expect(tasks).toHaveLength(2);
    expect(formatPrice).not.toHaveBeenCalled();
    tasks[0]();
    expect(formatPrice).toHaveBeenCalledWith(0, 'EUR', 'fr-FR');
    expect(compare).not.toHaveBeenCalled();
    tasks[1]();
    expect(compare).toHaveBeenCalledTimes(1);
  });
});

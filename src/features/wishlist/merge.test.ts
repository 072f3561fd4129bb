import { describe, expect, it, vi } from 'vitest';
import { mergeLocalWishlist, type MergeDeps } from './merge';

function fakeDeps(initial: string[], merge: MergeDeps['merge'] = async () => undefined) {
  let local = [...initial];
  const server = new Set<string>();
  const deps: MergeDeps = {
    readLocal: async () => [...local],
    merge: vi.fn(async (ids: string[]) => {
      await merge(ids);
      ids.forEach((id) => server.add(id));
    }),
    clearLocal: async () => {
      local = [];
    },
  };
  return { deps, server, local: () => local };
}

describe('merging the guest wishlist on login', () => {
  it('sends the local ids once and empties the local list', async () => {
    const { deps, server, local } = fakeDeps(['a', 'b', 'c']);
    expect(await mergeLocalWishlist(deps)).toEqual(['a', 'b', 'c']);
    expect([...server]).toEqual(['a', 'b', 'c']);
    expect(local()).toEqual([]);
    // A second trigger (online, the wishlist page) finds nothing left and calls nothing.
    expect(await mergeLocalWishlist(deps)).toEqual([]);
    expect(deps.merge).toHaveBeenCalledTimes(1);
  });

  it('shares one run between concurrent triggers', async () => {
    const { deps } = fakeDeps(['a', 'b']);
    const [first, second] = await Promise.all([mergeLocalWishlist(deps), mergeLocalWishlist(deps)]);
    expect(first).toEqual(['a', 'b']);
    expect(second).toEqual(['a', 'b']);
    expect(deps.merge).toHaveBeenCalledTimes(1);
  });

  it('keeps the local list when the merge fails (offline) and merges it on the next attempt', async () => {
    let offline = true;
    const { deps, server, local } = fakeDeps(['a'], async () => {
      if (offline) throw new TypeError('Failed to fetch');
    });
    await expect(mergeLocalWishlist(deps)).rejects.toThrow('Failed to fetch');
    expect(local()).toEqual(['a']);
    offline = false;
    expect(await mergeLocalWishlist(deps)).toEqual(['a']);
    expect([...server]).toEqual(['a']);
    expect(local()).toEqual([]);
  });

  it('does not call the server for an empty local list', async () => {
    const { deps } = fakeDeps([]);
    expect(await mergeLocalWishlist(deps)).toEqual([]);
    expect(deps.merge).not.toHaveBeenCalled();
  });
});

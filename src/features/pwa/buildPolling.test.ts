import { describe, expect, it, vi } from 'vitest';
import { isNewerBuildDeployed } from './buildPolling';

const answer = (body: unknown, ok = true) => vi.fn(async (_url: string, _init?: RequestInit) => ({ ok, json: async () => body }) as Response);

describe('isNewerBuildDeployed', () => {
  it('compares the id of builds/latest.json with the running build, with a timestamp query', async () => {
    const fetcher = answer({ id: 'b2' });
    expect(await isNewerBuildDeployed('b1', fetcher as unknown as typeof fetch)).toBe(true);
    expect(String(fetcher.mock.calls[0][0])).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(await isNewerBuildDeployed('b2', answer({ id: 'b2' }) as unknown as typeof fetch)).toBe(false);
  });
  it('stays quiet when the file is missing or the network fails', async () => {
    expect(await isNewerBuildDeployed('b1', answer({}, false) as unknown as typeof fetch)).toBe(false);
    expect(
      await isNewerBuildDeployed(
        'b1',
        vi.fn(async () => {
          throw new TypeError('offline');
        }),
      ),
    ).toBe(false);
  });
});

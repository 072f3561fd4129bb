import { describe, expect, it, vi } from 'vitest';
import { shareableUrl, shareLink } from './share';

const data = { title: 'Miscanthus-Pellets', text: 'Miscanthus-Pellets bei Stallwerk', url: 'https://shop.example/Miscanthus-Pellets/SW-MIS-120' };
const abort = () => new DOMException('Share canceled', 'AbortError');

describe('shareLink', () => {
  it('opens the share sheet where the browser has one, and says nothing when the visitor closes it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(data, { share, canShare: () => true, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(abort()), clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, it cannot share this, or sharing failed', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { clipboard: { writeText } })).toBe('copied');
    expect(await shareLink(data, { share: vi.fn(), canShare: () => false, clipboard: { writeText } })).toBe('copied');
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')), clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(3);
    expect(writeText).toHaveBeenLastCalledWith(data.url);
  });

  it('fails when neither works (the message then shows the link)', async () => {
    expect(await shareLink(data, {})).toBe('failed');
    expect(await shareLink(data, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })).toBe('failed');
  });
});

describe('shareableUrl', () => {
  it('is the page’s address without a query', () => {
    expect(shareableUrl({ origin: 'https://shop.example', pathname: '/en-GB/Miscanthus-Pellets/SW-MIS-120' })).toBe('https://shop.example/en-GB/Miscanthus-Pellets/SW-MIS-120');
  });
});

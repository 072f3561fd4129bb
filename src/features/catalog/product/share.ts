/**
 * Sharing a product with a stable mate: the phone's share sheet where the browser has one (Web
 * Share), else the link copied to the clipboard. What happened decides the message, if any.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

type Sharing = Pick<Navigator, 'share' | 'canShare'> & { clipboard?: Pick<Clipboard, 'writeText'> };

export async function shareLink(data: ShareData, via: Partial<Sharing> = navigator): Promise<ShareOutcome> {
  if (typeof via.share === 'function' && (typeof via.canShare !== 'function' || via.canShare(data))) {
    try {
      await via.share(data);
      return 'shared';
    } catch (error) {
      // The visitor closed the sheet: nothing to say. Anything else: the clipboard still can.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!via.clipboard) return 'failed';
    await via.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The address to share: the page itself, without the query a campaign or the app's start added. */
export function shareableUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

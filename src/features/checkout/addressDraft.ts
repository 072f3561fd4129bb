import { readDraft, saveDraft } from '../../offline/drafts';
import { type AddressValues } from '../customer/pages';

/**
 * The address being typed in the checkout's address dialog (new or edited), kept like every other
 * checkout input: in the tab's sessionStorage at once and in IndexedDB, so a reload or a lost
 * connection reopens the dialog with what was typed.
 */
export interface AddressDraft {
  target: 'shipping' | 'billing';
  /** The address being edited; none for a new one. */
  id?: string;
  values: AddressValues;
  /** When it was typed: the newer of the two copies wins. */
  t: number;
}

const KEY = 'checkout.addressDialog';
const SESSION_KEY = `stallwerk-draft:${KEY}`;

function parse(text: string | null): AddressDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as AddressDraft;
    return value && typeof value.t === 'number' && value.values && (value.target === 'shipping' || value.target === 'billing') ? value : null;
  } catch {
    return null;
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

export function writeAddressDraft(draft: Omit<AddressDraft, 't'>): void {
  const text = JSON.stringify({ ...draft, t: Date.now() } satisfies AddressDraft);
  try {
    sessionStorage.setItem(SESSION_KEY, text);
  } catch {
    // private mode: the IndexedDB copy still keeps it
  }
  clearTimeout(timer);
  timer = setTimeout(() => void saveDraft(KEY, text), 300);
}

export async function readAddressDraft(): Promise<AddressDraft | null> {
  let session: string | null = null;
  try {
    session = sessionStorage.getItem(SESSION_KEY);
  } catch {
    // none
  }
  const candidates = [parse(session), parse(await readDraft(KEY))].filter((d): d is AddressDraft => Boolean(d));
  return candidates.sort((a, b) => b.t - a.t)[0] ?? null;
}

/** The address was saved or the dialog left on purpose: nothing to restore. */
export function clearAddressDraft(): void {
  clearTimeout(timer);
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // nothing kept
  }
  void saveDraft(KEY, '');
}

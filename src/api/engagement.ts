/**
 * Store API calls of the wishlist, product reviews, newsletter and contact form. Calls that the
 * outbox may repeat take an idempotency key, sent as `Idempotency-Key` (the backend answers a
 * repeated key with the first answer instead of acting twice).
 */
import { requestLanguage } from './client';
import { mapProductSummary } from './map/product';
import { storeApi } from './storeApi';
import type { ProductSummary } from './types';

/** Wishlist page size (spec §9). */
export const WISHLIST_PAGE_SIZE = 15;

const idempotency = (key?: string) => (key ? { headers: { 'idempotency-key': key } } : {});
const PRODUCT_ASSOCIATIONS = { cover: {}, seoUrls: {} };

export interface WishlistPageView {
  products: ProductSummary[];
  total: number;
  page: number;
}

/** The registered customer's wishlist (POST /customer/wishlist); "no wishlist yet" (404) is an empty list. */
export async function fetchWishlist(page = 1, limit = WISHLIST_PAGE_SIZE): Promise<WishlistPageView> {
  try {
    const { data } = await storeApi.invoke('readCustomerWishlist post /customer/wishlist', {
      body: { page, limit, associations: PRODUCT_ASSOCIATIONS, 'total-count-mode': 'exact' },
    });
    const products = data.products;
    const languageId = requestLanguage();
    return {
      products: (products?.elements ?? []).map((p) => mapProductSummary(p, languageId)),
      total: products?.total ?? 0,
      page,
    };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { products: [], total: 0, page };
    throw error;
  }
}

/** Product ids of the whole server wishlist (for the hearts and the badge). */
export async function fetchWishlistIds(): Promise<string[]> {
  try {
    const { data } = await storeApi.invoke('readCustomerWishlist post /customer/wishlist', {
      body: { page: 1, limit: 500, includes: { product: ['id'] }, 'total-count-mode': 'exact' },
    });
    const elements = data.products?.elements ?? [];
    return elements.map((p) => p.id);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}

export async function addToServerWishlist(productId: string, idempotencyKey?: string): Promise<void> {
  await storeApi.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', { pathParams: { productId }, ...idempotency(idempotencyKey) });
}

export async function removeFromServerWishlist(productId: string, idempotencyKey?: string): Promise<void> {
  await storeApi.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', { pathParams: { productId }, ...idempotency(idempotencyKey) });
}

/** Merges a guest's local wishlist into the customer's (POST /customer/wishlist/merge). */
export async function mergeWishlist(productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await storeApi.invoke('mergeProductOnWishlist post /customer/wishlist/merge', { body: { productIds } });
}

/** Products by id (guest wishlist page), in the order asked for; unknown ids are left out. */
export async function fetchProductsByIds(ids: string[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const { data } = await storeApi.invoke('readProduct post /product', {
    body: { ids, limit: ids.length, associations: PRODUCT_ASSOCIATIONS },
  });
  const languageId = requestLanguage();
  const byId = new Map((data.elements ?? []).map((p) => [p.id, mapProductSummary(p, languageId)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export interface ReviewInput {
  points: number;
  title: string;
  content: string;
}

/** Review limits of the backend (Shopware's ProductReviewSaveRoute). */
export const REVIEW_RULES = { titleMin: 5, titleMax: 255, contentMin: 40, contentMax: 5000 } as const;

/** Writes (or rewrites) the signed-in customer's review; it waits for approval. */
export async function submitReview(productId: string, input: ReviewInput, idempotencyKey?: string): Promise<void> {
  await storeApi.invoke('saveProductReview post /product/{productId}/review', {
    pathParams: { productId },
    body: input,
    ...idempotency(idempotencyKey),
  });
}

export interface NewsletterInput {
  email: string;
  firstName?: string;
  lastName?: string;
  /** The storefront's address for the confirmation link (origin + locale prefix). */
  storefrontUrl: string;
}

/** Subscribes with double opt-in (the mail's link leads to /newsletter-subscribe). */
export async function subscribeNewsletter(input: NewsletterInput, idempotencyKey?: string): Promise<{ status?: string }> {
  const { data } = await storeApi.invoke('subscribeToNewsletter post /newsletter/subscribe', {
    body: { ...input, option: 'subscribe' },
    ...idempotency(idempotencyKey),
  });
  return { status: data?.status };
}

/** Confirms a subscription from the mail's link. */
export async function confirmNewsletter(em: string, hash: string): Promise<void> {
  await storeApi.invoke('confirmNewsletter post /newsletter/confirm', { body: { em, hash } });
}

/**
 * Unsubscribes an address. Without signing in the backend needs the hash from the mailed link; it
 * answers alike whether or not the address was subscribed.
 */
export async function unsubscribeNewsletter(email: string, hash?: string | null): Promise<void> {
  await storeApi.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: hash ? { email, hash } : { email } });
}

/** The contact form's subjects (spec §3), as the keys the backend accepts. */
export const CONTACT_SUBJECTS = ['general-question', 'return-withdrawal', 'order-status', 'event-sponsoring', 'cooperation', 'dealer-inquiry', 'press'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ContactInput {
  /** One of CONTACT_SUBJECTS, or another subject key the backend knows (e.g. a calculator lead). */
  subject: string;
  salutationId?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  comment: string;
  acceptedDataProtection: boolean;
  navigationId?: string;
  slotId?: string;
}

/** Minimum message length of the backend's contact route. */
export const CONTACT_COMMENT_MIN = 10;

/** Sends the contact form (POST /contact-form); the mail goes to the shop's mailbox. */
export async function sendContactForm(input: ContactInput, idempotencyKey?: string): Promise<void> {
  // Empty optional fields are left out; Object.fromEntries loses the type of what stays, which is
  // the input's own fields (the form validates the required ones before sending).
  const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== '')) as ContactInput;
  await storeApi.invoke('sendContactMail post /contact-form', { body, ...idempotency(idempotencyKey) });
}

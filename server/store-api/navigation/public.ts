/** The navigation area's light entry (index.ts adds the route plugins): the category tree and SEO URL entities the product serializer uses. */
export { CategoryTree } from './categories';
export { serializeSeoUrl, type SeoUrlRow } from './seoUrls';

/** The search results page for a term (`?search=` as the Store API's search route names it). */
export function searchPath(localePath: (path: string) => string, term: string): string {
  return `${localePath('/search')}?search=${encodeURIComponent(term)}`;
}

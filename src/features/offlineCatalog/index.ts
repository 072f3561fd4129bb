/** The catalogue stored for offline use: download, offline search, the page that manages it. */
export { searchStoredCatalog, searchStoredOffline, offlineListing } from './catalogStore';
export { warmRoute } from './warmRoute';

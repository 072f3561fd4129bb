/** What other features' pages use of the advisor (kept out of index.ts, which the navigation loads). */
export { isBeddingProductNumber } from './products';
export { guardTool } from './routeGuard';
export { BeddingToolsTeaser, advisorTeaserExtra } from './components/BeddingToolsTeaser';
export { ToolUnavailable } from './components/ToolUnavailable';

/** The bedding advisor's links (the navigation loads them eagerly). What other pages use: ./pages.ts. */
export { TOOL_PATHS, toolHref, type BeddingTool } from './links';

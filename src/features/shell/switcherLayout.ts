/** The top bar's switchers in a row: each select's width and the gap between them, in pixels. */
export const SWITCHER_WIDTH = 150;
export const SWITCHER_GAP = 12;

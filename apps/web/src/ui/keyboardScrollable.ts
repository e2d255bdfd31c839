/**
 * A table wider than its screen scrolls sideways; its scroll area takes keyboard focus so the rest of
 * it can be reached without a mouse (axe: scrollable-region-focusable).
 */
export const KEYBOARD_SCROLLABLE = { viewportProps: { tabIndex: 0 } };

/** UI constants of spec 02 §9. */
export const TOAST_VISIBLE_MS = 2_500;
export const DIALOG_AUTO_CLOSE_MS = 3_000;
/** Desktop layout above 767 px. */
export const DESKTOP_MIN_WIDTH_PX = 768;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

export function isDesktopWidth(widthPx: number): boolean {
  return widthPx >= DESKTOP_MIN_WIDTH_PX;
}

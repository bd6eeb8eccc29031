/**
 * Which thumbnails a strip of `size` shows so that `selected` is visible: the window moves only when
 * the selection leaves it, and never runs past either end.
 */
export function thumbnailWindowStart(currentStart: number, selected: number, count: number, size: number): number {
  const maxStart = Math.max(0, count - size);
  let start = Math.min(Math.max(0, currentStart), maxStart);
  if (selected < start) start = selected;
  else if (selected >= start + size) start = selected - size + 1;
  return Math.min(Math.max(0, start), maxStart);
}

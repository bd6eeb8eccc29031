import type { ThemeSection } from '@vm/contracts/content';
import { paths } from '@/shared/paths';
/**
 * A section of the theme page (/theme/index): a venue search of GET /api/fields, so every "查看更多"
 * opens the same search on /fieldslist. Operators edit the list (GET /api/theme_sections).
 */
export type { ThemeSection } from '@vm/contracts/content';

export const THEME_SECTION_SIZE = 8;

/** `/fieldslist?indoor=1` for a section's "查看更多". */
export function sectionListUrl(section: ThemeSection): string {
  return paths.venueList(new URLSearchParams(Object.entries(section.query).map(([key, value]) => [key, String(value)])).toString());
}

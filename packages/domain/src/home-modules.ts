/**
 * The home page's module tabs (docs/spec/product-spec.md section 8): which tabs show, what each offers to choose
 * and which venues the chosen one lists. One rule for the page (features/venues/components/home) and
 * for the server, which puts the first tab's venues into the landing page's HTML. No imports here:
 * pages load this file.
 */
export type HomeModuleKey = 'category' | 'trading_area' | 'subsidy' | 'no_deposit';

export interface HomeModuleTab {
  key: HomeModuleKey;
  label: string;
}

/** Shown until the operators' list (GET /api/home_modules) arrives, and if it cannot be read. */
export const DEFAULT_HOME_MODULES: readonly HomeModuleTab[] = [
  { key: 'category', label: '按类型找场地' },
  { key: 'trading_area', label: '热门商圈' },
  { key: 'subsidy', label: '补贴场地' },
  { key: 'no_deposit', label: '免押金' },
];

/** The banner's hot words under its search (the page's and the server's first screen, decision 0041). */
export const HOME_QUICK_KEYWORDS: readonly string[] = ['商场中庭', '社区广场', '写字楼大堂', '高校场地', 'LED屏', '快闪店'];

/** How many sub-choices (categories, trading areas) a module offers. */
export const HOME_MODULE_SUB_CHOICES = 6;
/** How many venues a module shows (page_size of its GET /api/fields). */
export const HOME_MODULE_VENUES = 4;

/** The tabs shown: the operators' enabled ones in their order, or the defaults while theirs are unknown. */
export function shownHomeModules(configured: readonly (HomeModuleTab & { enabled: boolean })[] | undefined): readonly HomeModuleTab[] {
  return configured ? configured.filter((module) => module.enabled) : DEFAULT_HOME_MODULES;
}

/** The tab shown: the one picked if it is shown, else the first. */
export function activeHomeModule(modules: readonly HomeModuleTab[], picked: HomeModuleKey | null): HomeModuleKey {
  return modules.find((module) => module.key === picked)?.key ?? modules[0]?.key ?? 'category';
}

interface SubChoice {
  id: number;
  name: string;
}

/** What a module offers to choose: the first venue categories, or the city's first trading areas; nothing for the others. */
export function homeModuleSubChoices<C extends SubChoice & { kind: string }, A extends SubChoice>(
  active: HomeModuleKey,
  categories: readonly C[],
  tradingAreas: readonly A[],
): readonly (C | A)[] {
  if (active === 'category') return categories.filter((category) => category.kind === 'venue').slice(0, HOME_MODULE_SUB_CHOICES);
  if (active === 'trading_area') return tradingAreas.slice(0, HOME_MODULE_SUB_CHOICES);
  return [];
}

/** The list filter a module's sub-choices set (the `?navigation=1&{key}={id}` of its 查看更多). */
export function homeModuleFilterKey(active: HomeModuleKey): 'category_ids' | 'trading_area_ids' | undefined {
  return active === 'category' ? 'category_ids' : active === 'trading_area' ? 'trading_area_ids' : undefined;
}

/** The flag of a module without sub-choices (or of one whose sub-choices are empty). */
export function homeModuleFlag(active: HomeModuleKey): 'has_subsidy' | 'not_need_deposit' | 'in_trading_area' | undefined {
  return active === 'subsidy' ? 'has_subsidy' : active === 'no_deposit' ? 'not_need_deposit' : active === 'trading_area' ? 'in_trading_area' : undefined;
}

/**
 * The GET /api/fields filter of a module: its chosen sub-choice (`{ category_ids: 2 }`), else its flag
 * (`{ has_subsidy: 1 }`), else none (a category module without categories lists every venue).
 */
export function homeModuleVenueFilter(active: HomeModuleKey, chosenId: number | undefined): Record<string, number> {
  const filterKey = homeModuleFilterKey(active);
  if (filterKey && chosenId !== undefined) return { [filterKey]: chosenId };
  const flag = homeModuleFlag(active);
  return flag ? { [flag]: 1 } : {};
}

/** The GET /api/fields query of a module's venues in a city (keys in the order the page sends them). */
export function homeModuleVenuesQuery(cityId: number, filter: Record<string, number>): Record<string, number> {
  return { city_ids: cityId, page: 1, page_size: HOME_MODULE_VENUES, ...filter };
}

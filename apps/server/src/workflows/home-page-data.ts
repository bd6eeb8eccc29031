/**
 * Workflow "the home page's data" (catalogue, content): the first screen a phone draws from the server's
 * HTML, from the catalogue's venues and the content module's blocks.
 */
import { DEFAULT_CITY_ID } from '@vm/contracts/city-constants';
import { DEMAND_CONTACT_HOURS } from '@vm/domain/home-demand-messages';
import {
  HOME_MODULE_VENUES,
  HOME_QUICK_KEYWORDS,
  activeHomeModule,
  homeModuleSubChoices,
  homeModuleVenueFilter,
  homeModuleVenuesQuery,
  shownHomeModules,
} from '@vm/domain/home-modules';
import { landingVenueCards, listCategories, listTradingAreas } from '../modules/catalogue';
import { readContentBlock } from '../modules/content';
import { catalogueReads, type AppDeps } from '../platform/deps';
import { firstScreen, firstScreenCards, html } from '../platform/http/first-screen';
import type { PageDataRoute } from '../platform/http/page-data';

const queryString = (query: Record<string, number>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

/**
 * The home page's top as a phone draws it (home-banner.tsx, the demand card, home-modules.tsx): the banner
 * with its search, the demand card closed, the module tabs with the first tab's choices and venues
 * (decision 0041).
 */
function homeFirstScreen(tabs: { label: string; active: boolean }[], subChoices: string[], venues: Parameters<typeof firstScreenCards>[0]): string {
  const on = (active: boolean, label: string) => (active ? html`<span class="fs-on">${label}</span>` : html`<span>${label}</span>`);
  return firstScreen(
    html`<section class="fs-banner"><div class="fs-w"><h1>找推广场地，就上场地通</h1><p>商场、社区、写字楼、高校、广告位，在线比价、一站预订</p><form class="fs-hsearch" action="/fieldslist" method="get"><span class="fs-hcity">上海</span><input name="keyword" maxlength="50" placeholder="输入场地名称、商圈或地址" aria-label="搜索场地关键词"><button class="fs-btn" type="submit">搜索场地</button></form><div class="fs-quick"><span>热门：</span>${HOME_QUICK_KEYWORDS.map((word) => html`<span>${word}</span>`)}</div><div class="fs-demand"><span><strong>免费发布需求</strong><small>专属顾问 ${DEMAND_CONTACT_HOURS}小时内联系您</small></span></div></div></section><section class="fs-w fs-module"><div class="fs-tabs"><div>${tabs.map((tab) => on(tab.active, tab.label))}</div><a href="/fieldslist">查看更多 &gt;</a></div>${
      subChoices.length > 0 ? html`<div class="fs-subs">${subChoices.map((name, index) => on(index === 0, name))}</div>` : null
    }${firstScreenCards(venues)}</section>`,
  );
}

/**
 * /home/index as a visitor lands on it: the answers its module tabs ask for first (the operators' module
 * list, the categories, the default city's trading areas and the first tab's four venues) in the HTML,
 * and those venues' pictures preloaded. They are the page's largest paint, which otherwise waits for
 * the scripts, then three API answers, then the pictures (decision 0030). Which tab and which venues
 * come first is the page's own rule (@vm/domain/home-modules). A visitor whose city is another asks as
 * usual: the page uses an answer only when its own request is that very path.
 */
export function homePageData(deps: Pick<AppDeps, 'pool' | 'readPool' | 'clock'>): PageDataRoute {
  return {
    pattern: /^\/home\/index$/,
    async load(_match, search) {
      if (search !== '') return null;
      const reads = catalogueReads(deps);
      const cityId = DEFAULT_CITY_ID;
      const [modules, categories, tradingAreas] = await Promise.all([
        readContentBlock(deps, 'home_modules'),
        listCategories(reads.pool),
        listTradingAreas(reads.pool, cityId),
      ]);
      const shown = shownHomeModules(modules);
      const active = activeHomeModule(shown, null);
      const subChoices = homeModuleSubChoices(active, categories, tradingAreas);
      const chosenId = subChoices[0]?.id;
      const venues = await landingVenueCards(
        deps,
        `/api/fields?${queryString(homeModuleVenuesQuery(cityId, homeModuleVenueFilter(active, chosenId)))}`,
        HOME_MODULE_VENUES,
      );
      return {
        answers: [
          { api: '/api/home_modules', data: modules },
          { api: '/api/categories', data: categories },
          { api: `/api/regions/trading_areas?city_id=${cityId}`, data: tradingAreas },
          venues.answer,
        ],
        images: venues.images,
        firstScreen: homeFirstScreen(
          shown.map((module) => ({ label: module.label, active: module.key === active })),
          subChoices.map((choice) => choice.name),
          venues.venues.slice(0, HOME_MODULE_VENUES),
        ),
      };
    },
  };
}

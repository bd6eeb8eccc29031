import { DEFAULT_CITY_ID } from '@vm/contracts/city-constants';
import {
  HOME_MODULE_VENUES,
  activeHomeModule,
  homeModuleSubChoices,
  homeModuleVenueFilter,
  homeModuleVenuesQuery,
  shownHomeModules,
} from '@vm/domain/home-modules';
import { landingVenueCards, listCategories, listTradingAreas } from '../modules/catalogue';
import { readContentBlock } from '../modules/content';
import { catalogueReads, type AppDeps } from '../platform/deps';
import type { PageDataRoute } from '../platform/http/page-data';

const queryString = (query: Record<string, number>) => new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

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
      const active = activeHomeModule(shownHomeModules(modules), null);
      const chosenId = homeModuleSubChoices(active, categories, tradingAreas)[0]?.id;
      const venues = await landingVenueCards(deps, `/api/fields?${queryString(homeModuleVenuesQuery(cityId, homeModuleVenueFilter(active, chosenId)))}`, HOME_MODULE_VENUES);
      return {
        answers: [
          { api: '/api/home_modules', data: modules },
          { api: '/api/categories', data: categories },
          { api: `/api/regions/trading_areas?city_id=${cityId}`, data: tradingAreas },
          venues.answer,
        ],
        images: venues.images,
      };
    },
  };
}

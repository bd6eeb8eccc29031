import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { communitiesRoutes } from './communities-routes';
import { contentRoutes } from './content-routes';
import { discoveryRoutes } from './discovery-routes';
import { regionsRoutes } from './regions-routes';
import { searchSynonymsRoutes } from './search-synonyms-routes';
import { venuesRoutes } from './venues-routes';

/** Every catalogue endpoint (docs/spec/api.md "Catalogue" and the discovery pages of docs/spec/product-spec.md section 2). */
export const catalogueRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(regionsRoutes(deps));
    await app.register(venuesRoutes(deps));
    await app.register(communitiesRoutes(deps));
    await app.register(discoveryRoutes(deps));
    await app.register(contentRoutes(deps));
    await app.register(searchSynonymsRoutes(deps));
  };

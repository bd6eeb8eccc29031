import { HomeQuickDemand } from '../../features/demands/components/home-quick-demand';
import { HomePage, type HomePageParts } from '../../features/venues/pages/home-page';

/** What the home page shows from other features: the demand drawer (features/demands). */
const parts: HomePageParts = { DemandDrawer: HomeQuickDemand };

/** /home/index: the home page of features/venues with the parts composed here. */
export function HomeRoute() {
  return <HomePage parts={parts} />;
}

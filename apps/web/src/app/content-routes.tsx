import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const HelpCentrePage = lazyPage(() => import('../features/articles/pages/help-centre-page'), 'HelpCentrePage');
const RecruitmentPage = lazyPage(() => import('../features/articles/pages/recruitment-page'), 'RecruitmentPage');
const CompanyNewsPage = lazyPage(() => import('../features/articles/pages/company-news-page'), 'CompanyNewsPage');
const CompanyInfoPage = lazyPage(() => import('../features/articles/pages/company-info-page'), 'CompanyInfoPage');
const ArticlePage = lazyPage(() => import('../features/articles/pages/article-page'), 'ArticlePage');
const AgreementPage = lazyPage(() => import('../features/articles/pages/article-page'), 'AgreementPage');

/** The company's content pages (issue 14): help centre, recruitment, news, company info, an article. */
export const contentRoutes: RouteObject[] = [
  { path: 'help/index', element: <HelpCentrePage /> },
  // The company help page (docs/spec/product-spec.md "Account and admin"): it hosts the help centre's content.
  { path: 'company/help', element: <HelpCentrePage /> },
  { path: 'recruitment/index', element: <RecruitmentPage /> },
  { path: 'company/news', element: <CompanyNewsPage /> },
  { path: 'company/info', element: <CompanyInfoPage /> },
  { path: 'articles/:id', element: <ArticlePage /> },
  { path: 'agreements/:key', element: <AgreementPage /> },
];

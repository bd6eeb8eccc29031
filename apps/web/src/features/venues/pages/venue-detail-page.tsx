import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { lazyWithAntd } from '@/shared/ui/antd-lazy';
import { LightButton as Button } from '@/shared/ui/light-button';
import { Suspense, useCallback, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import type { LoginReason } from '@/shared/auth/login-reasons';
import { authUrl, LOGIN_PATH } from '@/shared/auth/safe-redirect';
import { useCurrentUser } from '@/shared/auth/session';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useNearby, useRecommends } from '../api/use-recommends';
import { useVenueDetail } from '../api/use-venue-detail';
import { useVenueView } from '../api/use-venue-view';
import { IntroNav, type IntroSection } from '../components/detail/intro-nav';
import { PagedVenueStrip } from '../components/detail/paged-venue-strip';
import { SellingOverview } from '../components/detail/selling-overview';
import { VenueComments } from '../components/detail/venue-comments';
import { VenueIntro } from '../components/detail/venue-intro';
import { VenueLocation } from '../components/detail/venue-location';
import { VenueSales } from '../components/detail/venue-sales';
import sections from '../components/detail/venue-sections.module.css';
import { VenueSummary } from '../components/detail/venue-summary';
import { SectionState } from '../components/shared/section-state';
import { Gallery } from '@/shared/catalogue/gallery/gallery';
import styles from './venue-detail-page.module.css';
import { paths } from '@/shared/paths';

/** The feedback dialog (antd's Modal and Input) loads when first opened. */
const FeedbackModal = lazyWithAntd(() => import('../components/detail/feedback-modal').then((module) => module.FeedbackModal));

/** docs/spec/product-spec.md section 9: 5 recommended venues a page, 2 nearby. */
const RECOMMENDED_PAGE_SIZE = 5;
const NEARBY_PAGE_SIZE = 2;
/** The comments page is in the URL, so a login round trip comes back to the same page of comments. */
const COMMENTS_PAGE_PARAM = 'comments_page';

function readPage(raw: string | null): number {
  return raw && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/**
 * Paging the comments keeps the reader at the comments: when their heading has gone above the pinned
 * section navigation (a click on the pager below a long page of comments), it comes back into view.
 */
function keepCommentsHeadingInView() {
  const section = document.getElementById('comments');
  if (!section) return;
  const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  if (section.getBoundingClientRect().top < margin) section.scrollIntoView({ block: 'start' });
}

/** Sends a visitor to login with the current path and search (and why); true when logged in. */
function useRequireLogin(): (reason: LoginReason) => boolean {
  const { isLoggedIn } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (reason: LoginReason) => {
      if (isLoggedIn) return true;
      void navigate(authUrl(`${location.pathname}${location.search}`, LOGIN_PATH, reason));
      return false;
    },
    [isLoggedIn, location.pathname, location.search, navigate],
  );
}

function VenueRecommends({ venue }: { venue: VenueDetail }) {
  const [page, setPage] = useState(1);
  const recommends = useRecommends({
    page,
    pageSize: RECOMMENDED_PAGE_SIZE,
    cityId: venue.community.city_id,
    communityId: venue.community.id,
    categoryId: venue.field_type.id,
  });
  return (
    <PagedVenueStrip
      title="推荐场地"
      layout="row"
      page={page}
      pageSize={RECOMMENDED_PAGE_SIZE}
      data={recommends.data}
      loading={recommends.isPending}
      onPage={setPage}
    />
  );
}

function VenueNearby({ venue }: { venue: VenueDetail }) {
  const [page, setPage] = useState(1);
  const nearby = useNearby(venue.community.id, page, venue.community.city_id);
  return (
    <PagedVenueStrip
      title="附近场地"
      note="3公里内"
      emptyText="3公里内暂无其他场地"
      layout="column"
      page={page}
      pageSize={NEARBY_PAGE_SIZE}
      data={nearby.data}
      loading={nearby.isPending}
      onPage={setPage}
    />
  );
}

/** Parts of other features the venue page shows, handed in by app/ (features do not import each other). */
export interface VenuePageParts {
  /** The block that books the venue: the spec picker and its actions. */
  Booking: ComponentType<{ venue: VenueDetail }>;
  /** The coupons on offer at the venue. */
  CouponsPanel: ComponentType<{ communityId: number; physicalResourceId: number }>;
}

function VenueBody({ venue, parts }: { venue: VenueDetail; parts: VenuePageParts }) {
  const { Booking, CouponsPanel } = parts;
  usePageTitle(venue.name);
  const [searchParams, setSearchParams] = useSearchParams();
  const commentsPage = readPage(searchParams.get(COMMENTS_PAGE_PARAM));
  const requireLogin = useRequireLogin();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first opening on, so the dialog animates closed.
  const [feedbackOpened, setFeedbackOpened] = useState(false);
  const navSections: IntroSection[] = [
    { id: 'resources', title: '可售资源' },
    { id: 'intro', title: '场地介绍' },
    { id: 'location', title: '场地位置' },
    { id: 'comments', title: `用户评价（${venue.comment_count}）` },
    { id: 'sales', title: `成交记录（${venue.sales_count}）` },
  ];
  const setCommentsPage = (page: number) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set(COMMENTS_PAGE_PARAM, String(page));
        else next.delete(COMMENTS_PAGE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    keepCommentsHeadingInView();
  };

  return (
    <div className={`content-width ${styles.page}`}>
      <nav className={styles.breadcrumb} aria-label="面包屑">
        <Link to={paths.home()}>首页</Link> &gt; <Link to={paths.venueList()}>找场地</Link> &gt; <span>{venue.name}</span>
      </nav>
      <div className={styles.top}>
        <Gallery
          className={styles.gallery}
          name={venue.name}
          photos={venue.physical_resource_imgs.map((img) => img.pic_url)}
          cases={venue.case_imgs.map((img) => img.pic_url)}
        />
        <VenueSummary
          venue={venue}
          requireLogin={requireLogin}
          onFeedback={() => {
            setFeedbackOpened(true);
            setFeedbackOpen(true);
          }}
        />
      </div>
      <div className={styles.columns}>
        <div className={styles.main}>
          <IntroNav sections={navSections} />
          <section id="resources" className={sections.section}>
            <h2>可售资源</h2>
            <Booking venue={venue} />
            <SellingOverview venue={venue} />
          </section>
          <section id="intro" className={sections.section}>
            <h2>场地介绍</h2>
            <VenueIntro venue={venue} />
          </section>
          <section id="location" className={sections.section}>
            <h2>场地位置</h2>
            <VenueLocation venue={venue} />
          </section>
          <section id="comments" className={sections.section}>
            <h2>用户评价</h2>
            <VenueComments physicalId={venue.top_physical_id} page={commentsPage} onPage={setCommentsPage} />
          </section>
          <section id="sales" className={sections.section}>
            <h2>成交记录</h2>
            <VenueSales topPhysicalId={venue.top_physical_id} />
          </section>
        </div>
        <div className={styles.side}>
          <CouponsPanel communityId={venue.community.id} physicalResourceId={venue.top_physical_id} />
          <VenueNearby venue={venue} />
        </div>
      </div>
      <VenueRecommends venue={venue} />
      {feedbackOpened && (
        <Suspense fallback={null}>
          <FeedbackModal topPhysicalId={venue.top_physical_id} open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The venue page's frame while the venue loads: the breadcrumb line and the top block at the size of its
 * gallery (picture, thumbnails), then a screen of room, so the footer stays out of sight and nothing
 * drawn now moves when the venue arrives.
 */
function VenueSkeleton() {
  return (
    <div className={`content-width ${styles.page} ${styles.skeleton}`} role="status" aria-busy="true">
      <span className="visually-hidden">场地加载中…</span>
      <div className={styles.breadcrumb} aria-hidden="true">
        {'\u00a0'}
      </div>
      <div className={styles.top} aria-hidden="true">
        <div className={styles.gallery}>
          <div className={styles.skeletonPicture} />
          <div className={styles.skeletonStrip} />
        </div>
        <div className={styles.skeletonSummary} />
      </div>
    </div>
  );
}

/** /fields/{top_physical_id}: the venue page; `parts` are what app/ composes into it from other features. */
export function VenueDetailPage({ parts }: { parts: VenuePageParts }) {
  const { id } = useParams();
  const topPhysicalId = id && /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  const venue = useVenueDetail(topPhysicalId);
  usePageTitle(venue.data?.name ?? '场地详情');
  useVenueView(topPhysicalId, Boolean(venue.data));

  if (!Number.isInteger(topPhysicalId) || (venue.error instanceof ApiError && venue.error.status === 404)) {
    return (
      <div className={`content-width ${styles.page}`}>
        <SectionState kind="empty">
          <p>场地不存在或已下架</p>
          <Link to={paths.venueList()}>去看看其他场地</Link>
        </SectionState>
      </div>
    );
  }
  if (!venue.data) {
    if (!venue.isError) return <VenueSkeleton />;
    return (
      <div className={`content-width ${styles.page}`}>
        <SectionState kind="error">
          <p>{errorMessage(venue.error)}</p>
          <Button onClick={() => void venue.refetch()}>重新加载</Button>
        </SectionState>
      </div>
    );
  }
  return <VenueBody venue={venue.data} parts={parts} />;
}

import { HeartFilled } from '@ant-design/icons';
import Button from 'antd/es/button';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { VenueCard } from '@/shared/catalogue/venue-card';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { toast } from '@/shared/ui/feedback';
import { CardGridSkeleton, EmptyBlock } from '@/shared/ui/load-state';
import { PagedList, usePageParam } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { FAVORITES_PAGE_SIZE, useFavorites, useUnfavorite, type FavoriteVenue } from '../api/use-favorites';
import styles from './favorites-page.module.css';
import { paths } from '@/shared/paths';

/** /admin/favorites/index?page=: the buyer's favourite venues, newest first, each with 取消收藏. */
export function FavoritesPage() {
  usePageTitle('我的收藏');
  const [page, setPage] = usePageParam();
  const favorites = useFavorites(page);
  const unfavorite = useUnfavorite();

  const remove = (venue: FavoriteVenue) =>
    unfavorite.mutate(venue.top_physical_id, {
      onSuccess: () => void toast.success('已取消收藏'),
      onError: (error) => void toast.error(errorMessage(error)),
    });

  return (
    <AdminFrame title="我的收藏" testId="favorites-page">
      <PagedList
        query={favorites}
        page={page}
        pageSize={FAVORITES_PAGE_SIZE}
        onPageChange={setPage}
        loading={<CardGridSkeleton count={6} columns={3} />}
        empty={
          <EmptyBlock text="暂无收藏的场地">
            <Link to={paths.venueList()}>
              <Button type="primary">去逛逛场地</Button>
            </Link>
          </EmptyBlock>
        }
      >
        {(venues, answer) => (
          <>
            <p className={styles.summary}>
              <HeartFilled className={styles.heart} /> 共收藏 {answer.total} 个场地
            </p>
            <ul className={styles.grid} data-testid="favorite-list">
              {venues.map((venue) => (
                <li key={venue.top_physical_id} className={styles.cell} data-testid="favorite-item">
                  <VenueCard venue={venue} />
                  <div className={styles.foot}>
                    <span className={styles.time}>收藏于 {venue.favorited_at.slice(0, 10)}</span>
                    <Button size="small" disabled={unfavorite.isPending} onClick={() => remove(venue)}>
                      取消收藏
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </AdminFrame>
  );
}

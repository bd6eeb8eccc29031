import { HeartFilled } from '@/shared/ui/icons/heart-filled';
import { HeartOutlined } from '@/shared/ui/icons/heart-outlined';
import { LightButton as Button } from '@/shared/ui/light-button';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { useFavoriteToggle } from '@/features/venues/api/use-venue-actions';

interface FavoriteButtonProps {
  topPhysicalId: number;
  status: 0 | 1;
  count: number;
  /** Called instead of the toggle for a visitor (the page sends them to login). */
  requireLogin: () => boolean;
}

/** 收藏 / 已收藏 with the count; PUT to favourite, DELETE to unfavourite. */
export function FavoriteButton({ topPhysicalId, status, count, requireLogin }: FavoriteButtonProps) {
  const toggle = useFavoriteToggle(topPhysicalId);
  const on = status === 1;
  return (
    <Button
      icon={on ? <HeartFilled style={{ color: '#f2672a' }} /> : <HeartOutlined />}
      loading={toggle.isPending}
      aria-pressed={on}
      data-testid="favorite-button"
      onClick={() => {
        if (!requireLogin()) return;
        toggle.mutate(!on, {
          onSuccess: (state) => void toast.success(state.status === 1 ? '收藏成功' : '已取消收藏'),
          onError: (error) => void toast.error(errorMessage(error)),
        });
      }}
    >
      {on ? '已收藏' : '收藏'}（{count}）
    </Button>
  );
}

import { EmptyBlock } from '../ui/load-state';
import { useOtherGroups } from './group-api';
import { GroupCard } from './group-card';
import styles from './group-buys.module.css';

/** 其他拼团: open groups other than the buyer's own (4 of them), or 暂无其他拼团信息. */
export function OtherGroups({ excludeId }: { excludeId: number | null }) {
  const others = useOtherGroups(excludeId);
  const groups = others.data?.data ?? [];
  if (others.isPending) return null;
  if (groups.length === 0) return <EmptyBlock text="暂无其他拼团信息" />;
  return (
    <div className={styles.cards} data-testid="other-groups">
      {groups.map((group) => (
        <GroupCard key={group.id} group={group} />
      ))}
    </div>
  );
}

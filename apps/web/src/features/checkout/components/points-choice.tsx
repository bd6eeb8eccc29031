import { pointsChoiceMessage, usablePoints } from '@vm/domain/points';
import { formatYuan } from '@vm/domain/money';
import Checkbox from 'antd/es/checkbox';
import { toast } from '@/shared/ui/feedback';

/**
 * "Use points": how many the domain's usablePoints allows on this goods amount (blocks of 1000, at most
 * 10000, only above 100 yuan); ticking it when none can be used says why, in the spec's words.
 */
export function PointsChoice({
  balance,
  goodsAmount,
  checked,
  onChange,
}: {
  balance: number;
  goodsAmount: number;
  checked: boolean;
  onChange: (points: number) => void;
}) {
  const usable = usablePoints(balance, goodsAmount);
  return (
    <div data-testid="points-choice">
      <Checkbox
        checked={checked && usable.problem === null}
        onChange={(event) => {
          if (!event.target.checked) return onChange(0);
          if (usable.problem) return void toast.warning(pointsChoiceMessage(usable.problem)!);
          onChange(usable.points);
        }}
      >
        使用积分抵扣
      </Checkbox>
      <span style={{ color: '#86909c', fontSize: 13 }}>
        可用积分 {balance}
        {usable.problem ? `（${usable.problem}）` : `，本单可用 ${usable.points} 积分抵扣 ${formatYuan(usable.fen)}`}
      </span>
    </div>
  );
}

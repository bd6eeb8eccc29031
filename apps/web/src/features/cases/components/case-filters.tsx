import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import type { CaseType } from '../api/case-queries';

interface CaseFiltersProps {
  types: CaseType[];
  type?: number;
  keyword: string;
  onType: (type: number | undefined) => void;
  onKeyword: (keyword: string) => void;
}

/** Type tabs (全部 first) and the keyword box; the page debounces the keyword before searching. */
export function CaseFilters({ types, type, keyword, onType, onKeyword }: CaseFiltersProps) {
  const options = [{ label: '全部', value: 0 }, ...types.map((item) => ({ label: item.name, value: item.id }))];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 16, marginBottom: 20 }}>
      <Segmented options={options} value={type ?? 0} onChange={(value) => onType(value === 0 ? undefined : Number(value))} aria-label="案例类型" />
      <Input.Search
        value={keyword}
        placeholder="搜索品牌、城市或活动"
        aria-label="搜索案例"
        allowClear
        maxLength={50}
        style={{ width: 300 }}
        onChange={(event) => onKeyword(event.target.value)}
        onSearch={onKeyword}
      />
    </div>
  );
}

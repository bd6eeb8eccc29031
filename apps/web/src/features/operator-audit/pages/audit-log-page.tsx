import type { AuditLogEntry } from '@vm/contracts/operator-console';
import { formatShanghaiTime } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { AUDIT_PAGE_SIZE, useArticleTypeNames, useAuditLog, type AuditFilter } from '../api/audit-queries';
import {
  ACTION_FILTERS,
  actionLabel,
  CHANNEL_LABELS,
  CLAIM_STATUS_LABELS,
  fieldLabel,
  MONEY_FIELDS,
  ROLE_LABELS,
  STATUS_LABELS,
  TARGET_LABELS,
  targetLabel,
} from '../components/audit-labels';
import { formatYuan } from '@vm/domain/money';

/** A recorded value as text: yes/no, lists joined, anything nested as compact JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map(valueText).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A field's value, with statuses, roles and article categories named in Chinese. */
function fieldText(key: string, value: unknown, articleTypes: ReadonlyMap<number, string>): string {
  if (key === 'status' && typeof value === 'string') return STATUS_LABELS[value] ?? value;
  if (key === 'claim_status' && typeof value === 'string') return CLAIM_STATUS_LABELS[value] ?? value;
  if (key === 'channel' && typeof value === 'string') return CHANNEL_LABELS[value] ?? value;
  if (MONEY_FIELDS.has(key) && typeof value === 'number' && Number.isSafeInteger(value)) return formatYuan(value);
  if (key === 'article_type_id' && typeof value === 'number') return articleTypes.get(value) ?? String(value);
  if (key === 'roles' && Array.isArray(value)) return value.map((role) => ROLE_LABELS[String(role)] ?? String(role)).join('、') || '—';
  return valueText(value);
}

/** An entry's before or after as labelled lines (状态：paid), not raw JSON. */
function Change({ value }: { value: unknown }) {
  const articleTypes = useArticleTypeNames();
  if (value === null || value === undefined) return <span style={{ color: 'var(--ink-3)' }}>—</span>;
  const fields = typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : [['', value] as const];
  return (
    <dl style={{ margin: 0, maxWidth: 280, maxHeight: 120, overflow: 'auto', fontSize: 12, lineHeight: '20px' }}>
      {fields.map(([key, item]) => (
        <div key={key} style={{ display: 'flex', gap: 4 }}>
          {key ? <dt style={{ color: 'var(--ink-3)', flex: 'none' }}>{fieldLabel(key)}：</dt> : null}
          <dd style={{ margin: 0, wordBreak: 'break-all' }}>{fieldText(key, item, articleTypes)}</dd>
        </div>
      ))}
    </dl>
  );
}

const columns: ColumnsType<AuditLogEntry> = [
  { title: '时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value, { seconds: true }) },
  {
    title: '操作人',
    key: 'operator',
    width: 130,
    render: (_: unknown, row) =>
      row.operator ? (
        <>
          {row.operator.name || '运营'}
          <div style={{ fontSize: 12, color: 'var(--ink-3)' }}>{row.operator.mobile}</div>
        </>
      ) : (
        '系统'
      ),
  },
  { title: '操作', dataIndex: 'action', width: 140, render: (value: string) => <Tag color="blue">{actionLabel(value)}</Tag> },
  { title: '对象', key: 'target', width: 120, render: (_: unknown, row) => `${targetLabel(row.target_type)} ${row.target_id}` },
  { title: '变更前', dataIndex: 'before', render: (value: unknown) => <Change value={value} /> },
  { title: '变更后', dataIndex: 'after', render: (value: unknown) => <Change value={value} /> },
];

/** /admin/operator/audit-log: every staff action (who, what, target, before/after, when); read only. */
export function AuditLogPage() {
  const [draft, setDraft] = useState<AuditFilter>({});
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const log = useAuditLog(filter, page);
  const apply = () => {
    setFilter(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined && value !== '')) as AuditFilter);
    setPage(1);
  };
  return (
    <OperatorFrame title="操作日志" testId="audit-log-page">
      <Panel title="操作日志" extra={<span style={{ color: 'var(--ink-3)' }}>日志只可查询，任何人都不能修改或删除</span>}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input
            style={{ width: 170 }}
            placeholder="操作人手机号/姓名"
            maxLength={24}
            value={draft.actor_keyword ?? ''}
            onChange={(event) => setDraft((current) => ({ ...current, actor_keyword: event.target.value.trim() }))}
          />
          <Select<string>
            style={{ width: 130 }}
            aria-label="操作类型"
            value={draft.action ?? ''}
            options={[{ value: '', label: '全部操作' }, ...ACTION_FILTERS]}
            onChange={(value) => setDraft((current) => ({ ...current, action: value || undefined }))}
          />
          <Select<string>
            style={{ width: 120 }}
            aria-label="对象类型"
            value={draft.target_type ?? ''}
            options={[{ value: '', label: '全部对象' }, ...Object.entries(TARGET_LABELS).map(([value, label]) => ({ value, label }))]}
            onChange={(value) => setDraft((current) => ({ ...current, target_type: value || undefined }))}
          />
          <Input
            style={{ width: 100 }}
            placeholder="对象ID"
            maxLength={64}
            value={draft.target_id ?? ''}
            onChange={(event) => setDraft((current) => ({ ...current, target_id: event.target.value.trim() }))}
          />
          <DatePicker.RangePicker
            placeholder={['开始日期', '结束日期']}
            onChange={(values) => {
              const [start, end] = (values ?? [null, null]) as [Dayjs | null, Dayjs | null];
              setDraft((current) => ({ ...current, start: start?.format('YYYY-MM-DD'), end: end?.format('YYYY-MM-DD') }));
            }}
          />
          <Button type="primary" onClick={apply}>
            查询
          </Button>
        </Space>
        <QueryTable<AuditLogEntry>
          query={log}
          rowKey="id"
          size="middle"
          columns={columns}
          empty="暂无操作记录"
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          onPageChange={setPage}
          pagerOptions={{ showTotal: (total) => `共 ${total} 条` }}
        />
      </Panel>
    </OperatorFrame>
  );
}

import type { CommissionRuleHistory, CommissionRuleView } from '@vm/contracts/settlement';
import { ZCommissionRuleBody } from '@vm/contracts/settlement';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { DEFAULT_COMMISSION_RATE } from '@vm/domain/settlement';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { QueryTable } from '@/shared/ui/query-table';
import { OperatorFrame, useIsOperator } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { useDebouncedValue } from '@/shared/ui/use-debounced-value';
import { useCategoryOptions, useCommissionHistory, useCommissionRuleChanges, useCommissionRules, useSupplierOptions } from '../api/operator-finance-queries';

const percent = (rate: number) => `${(rate / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

function scopeOf(rule: CommissionRuleView) {
  if (rule.supplier_id !== null)
    return (
      <Tag color="orange">
        供应商：{rule.supplier_name ?? rule.supplier_id}
        {rule.category_id !== null ? ` · ${rule.category_name}` : ''}
      </Tag>
    );
  if (rule.category_id !== null) return <Tag color="blue">场地类型：{rule.category_name ?? rule.category_id}</Tag>;
  return <Tag>平台默认</Tag>;
}

function SupplierPicker({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const [keyword, setKeyword] = useState('');
  const [label, setLabel] = useState<string | null>(null);
  const searched = useDebouncedValue(keyword.trim(), 300);
  const suppliers = useSupplierOptions(searched, true);
  const options = (suppliers.data?.data ?? []).map((user) => ({ value: user.id, label: `${user.name || '未命名'} · ${user.mobile}` }));
  // The chosen supplier keeps its label when a later search no longer lists it.
  if (value !== null && label && !options.some((option) => option.value === value)) options.unshift({ value, label });
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      aria-label="供应商"
      placeholder="供应商：搜索名称或手机号"
      value={value ?? undefined}
      options={options}
      loading={suppliers.isFetching}
      notFoundContent={suppliers.isFetching ? '搜索中…' : '没有找到供应商'}
      onChange={(next) => {
        onChange(next ?? null);
        setLabel(options.find((option) => option.value === next)?.label ?? null);
        setKeyword('');
      }}
      style={{ width: 260 }}
    />
  );
}

function CategoryPicker({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const categories = useCategoryOptions();
  const options = [
    {
      label: '场地',
      options: (categories.data ?? []).filter((category) => category.kind === 'venue').map((category) => ({ value: category.id, label: category.name })),
    },
    {
      label: '广告位',
      options: (categories.data ?? []).filter((category) => category.kind === 'ad').map((category) => ({ value: category.id, label: category.name })),
    },
  ].filter((group) => group.options.length > 0);
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label="场地类型"
      placeholder="场地类型（可空）"
      value={value ?? undefined}
      options={options}
      loading={categories.isPending}
      onChange={(next) => onChange(next ?? null)}
      style={{ width: 180 }}
    />
  );
}

function AddRule() {
  const { add } = useCommissionRuleChanges();
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [percentValue, setPercentValue] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = ZCommissionRuleBody.safeParse({
      supplier_id: supplierId,
      category_id: categoryId,
      rate: percentValue === null ? undefined : Math.round(percentValue * 100),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '请检查填写内容');
    try {
      await add.mutateAsync(parsed.data);
      void toast.success('佣金规则已添加');
      setSupplierId(null);
      setCategoryId(null);
      setPercentValue(null);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <div>
      <Space wrap>
        <SupplierPicker
          value={supplierId}
          onChange={(value) => {
            setSupplierId(value);
            setError(null);
          }}
        />
        <CategoryPicker
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            setError(null);
          }}
        />
        <InputNumber<number>
          aria-label="佣金比例（%）"
          placeholder="佣金比例"
          min={0}
          max={100}
          precision={2}
          suffix="%"
          value={percentValue}
          onChange={(value) => {
            setPercentValue(value);
            setError(null);
          }}
          style={{ width: 140 }}
        />
        <Button type="primary" loading={add.isPending} onClick={() => void submit()}>
          添加规则
        </Button>
      </Space>
      <p style={{ color: 'var(--ink-3)', fontSize: 12, marginTop: 8 }}>
        都不选为平台默认；只选场地类型为该类型的比例；选了供应商为该供应商的比例（可再限定场地类型）。最具体的规则生效：供应商 → 场地类型 → 平台默认（未设置时为{' '}
        {percent(DEFAULT_COMMISSION_RATE)}）。比例在子订单审核通过时锁定，之后修改规则不影响已生成的结算。
      </p>
      {error && (
        <div role="alert" style={{ color: '#ff4d4f' }}>
          {error}
        </div>
      )}
    </div>
  );
}

/** /admin/operator/commission-rules: the platform's commission rates (default, per category, per supplier), with their history. */
export function CommissionRulesPage() {
  const isOperator = useIsOperator();
  const rules = useCommissionRules(isOperator);
  const history = useCommissionHistory(isOperator);
  const { remove } = useCommissionRuleChanges();
  const removeRule = async (rule: CommissionRuleView) => {
    if (!(await confirmDialog({ title: '删除佣金规则', content: `删除后新审核的子订单将按下一级规则计算佣金，确定删除该 ${percent(rule.rate)} 的规则吗？` })))
      return;
    try {
      await remove.mutateAsync(rule.id);
      void toast.success('佣金规则已删除');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  const columns: ColumnsType<CommissionRuleView> = [
    { title: '适用范围', key: 'scope', render: (_, rule) => scopeOf(rule) },
    { title: '佣金比例', dataIndex: 'rate', width: 110, render: (rate: number) => <strong>{percent(rate)}</strong> },
    { title: '设置时间', dataIndex: 'created_at', width: 150, render: (value: string) => formatShanghaiTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, rule) => (
        <Button type="link" size="small" danger onClick={() => void removeRule(rule)}>
          删除
        </Button>
      ),
    },
  ];
  const historyColumns: ColumnsType<CommissionRuleHistory> = [
    { title: '适用范围', key: 'scope', render: (_, rule) => scopeOf(rule) },
    { title: '比例', dataIndex: 'rate', width: 90, render: percent },
    { title: '设置', key: 'created', width: 200, render: (_, rule) => `${formatShanghaiTime(rule.created_at)} ${rule.created_by ?? ''}` },
    {
      title: '删除',
      key: 'deleted',
      width: 200,
      render: (_, rule) => (rule.deleted_at ? `${formatShanghaiTime(rule.deleted_at)} ${rule.deleted_by ?? ''}` : <Tag color="green">生效中</Tag>),
    },
  ];
  return (
    <OperatorFrame title="佣金规则" testId="commission-rules-page">
      <Panel title="添加佣金规则">
        <AddRule />
      </Panel>
      <Panel title="生效中的规则">
        <QueryTable<CommissionRuleView>
          query={rules}
          spinWhile="pending"
          rowKey="id"
          size="middle"
          scroll={{ x: 560 }}
          columns={columns}
          empty="暂无规则，按平台默认 10% 计算"
        />
      </Panel>
      <Panel title="规则历史">
        <QueryTable<CommissionRuleHistory>
          query={history}
          spinWhile="pending"
          rowKey="id"
          size="small"
          scroll={{ x: 640 }}
          columns={historyColumns}
          empty="暂无数据"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      </Panel>
    </OperatorFrame>
  );
}

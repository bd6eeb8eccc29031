import { PlusOutlined } from '@ant-design/icons';
import type { PriceRule, PriceRuleBody } from '@vm/contracts/supplier-price-rules';
import { addDays, todayInShanghai } from '@vm/domain/business-date';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { pageFromParam } from '@/shared/catalogue/paged';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { EmptyBlock } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import {
  RULE_PAGE_SIZE,
  useBoothChoices,
  useCreatePriceRule,
  useDeletePriceRule,
  useOverPriceRule,
  usePriceRules,
  useUpdatePriceRule,
} from '../api/use-price-rules';
import { PriceCalendarPreview, type RuleChange } from '../components/price-calendar-preview';
import { PriceRuleForm } from '../components/price-rule-form';
import { RuleChangePreview } from '../components/rule-change-preview';
import { asRuleEntry, fromPriceRule, weekdaysText, type PriceRuleFormValues } from '../model/price-rule-form-values';

/** A change on its way: the rule, and either its edited body (修改) or its ending (结束). */
type Pending = { rule: PriceRule; body: PriceRuleBody; values: PriceRuleFormValues } | { rule: PriceRule; over: true };

function bodyOf(rule: PriceRule): PriceRuleBody {
  return {
    name: rule.name,
    selling_resource_ids: rule.selling_resource_ids,
    lease_term_type_id: rule.lease_term_type_id,
    start: rule.start,
    end: rule.end,
    weekdays: rule.weekdays,
    price: rule.price,
    raise_percent: rule.raise_percent,
  };
}

function Rules() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const rules = usePriceRules(page);
  const booths = useBoothChoices();
  const create = useCreatePriceRule();
  const remove = useDeletePriceRule();
  const update = useUpdatePriceRule();
  const over = useOverPriceRule();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<{ rule: PriceRule; values: PriceRuleFormValues } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const today = todayInShanghai(new Date());

  const change: RuleChange | null = !pending
    ? null
    : 'over' in pending
      ? {
          ruleId: pending.rule.id,
          next: { ...asRuleEntry(pending.rule.id, bodyOf(pending.rule)), end: today },
          boothIds: pending.rule.selling_resource_ids,
          from: today,
        }
      : {
          ruleId: pending.rule.id,
          next: asRuleEntry(pending.rule.id, pending.body),
          boothIds: [...new Set([...pending.body.selling_resource_ids, ...pending.rule.selling_resource_ids])],
        };

  const deleteRule = async (rule: PriceRule) => {
    if (!(await confirmDialog({ title: '确认删除该价格规则？', content: `删除「${rule.name}」后，这些日期恢复原来的价格。` }))) return;
    try {
      await remove.mutateAsync(rule.id);
      void toast.success('已删除');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <Panel
        title="价格规则"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} disabled={!booths.data}>
            新建规则
          </Button>
        }
      >
        <ResponsiveQueryTable<PriceRule>
          query={rules}
          spinWhile="pending"
          rowKey="id"
          data-testid="price-rules-table"
          empty={<EmptyBlock text="暂无价格规则" />}
          page={page}
          pageSize={RULE_PAGE_SIZE}
          onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          pagerOptions={{ hideOnSinglePage: true }}
          columns={[
            { title: '规则名称', dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
            {
              title: '适用摊位',
              key: 'booths',
              render: (_, rule) => rule.booths.map((booth) => <div key={booth.id}>{`${booth.field_name} · ${booth.size}`}</div>),
            },
            { title: '订购周期', dataIndex: 'lease_term_type', width: 90 },
            { title: '日期', key: 'dates', width: 200, render: (_, rule) => `${rule.start} 至 ${rule.end}` },
            { title: '星期', key: 'weekdays', width: 130, render: (_, rule) => weekdaysText(rule.weekdays) },
            {
              title: '价格',
              key: 'price',
              card: 'amount',
              width: 110,
              render: (_, rule) => (rule.price !== null ? formatYuan(rule.price) : `上涨${rule.raise_percent ?? 0}%`),
            },
            { title: '创建人', key: 'by', width: 110, render: (_, rule) => rule.created_by.name || rule.created_by.mobile },
            {
              title: '操作',
              key: 'actions',
              width: 150,
              render: (_, rule) => (
                <Space size={0} wrap>
                  {rule.end < today ? (
                    <Tag>已结束</Tag>
                  ) : (
                    <>
                      <Button type="link" size="small" onClick={() => setEditing({ rule, values: fromPriceRule(rule) })}>
                        编辑
                      </Button>
                      {rule.start <= today && rule.end > today && (
                        <Button type="link" size="small" onClick={() => setPending({ rule, over: true })}>
                          结束
                        </Button>
                      )}
                    </>
                  )}
                  <Button type="link" danger size="small" loading={remove.isPending && remove.variables === rule.id} onClick={() => void deleteRule(rule)}>
                    删除
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Panel>
      <Panel title="价格日历预览">
        <QueryState
          query={booths}
          loading={null}
          isEmpty={(resources) => !resources.some((resource) => resource.booths.length > 0)}
          empty="还没有摊位，请先在场地管理中添加"
        >
          {(resources) => <PriceCalendarPreview resources={resources} />}
        </QueryState>
      </Panel>
      <PriceRuleForm open={open} resources={booths.data ?? []} onClose={() => setOpen(false)} onSubmit={(body) => create.mutateAsync(body)} />
      <PriceRuleForm
        open={editing !== null}
        initial={editing?.values}
        title="修改价格规则"
        okText="下一步：预览日历"
        resources={booths.data ?? []}
        onClose={() => setEditing(null)}
        onSubmit={async (body) => {
          if (editing)
            setPending({
              rule: editing.rule,
              body,
              values: fromPriceRule({ ...editing.rule, ...body, price: body.price ?? null, raise_percent: body.raise_percent ?? null }),
            });
        }}
      />
      <RuleChangePreview
        open={pending !== null}
        title={pending && 'over' in pending ? `结束价格规则「${pending.rule.name}」` : '确认修改价格规则'}
        summary={
          pending && 'over' in pending
            ? `规则今天（${today}）是最后一天，${addDays(today, 1)}起这些日期恢复摊位自己的价格（橙色为结束后的价格）。`
            : '橙色标出修改后价格变化的日期；确认后立即生效，买家看到的价格同步更新。'
        }
        okText={pending && 'over' in pending ? '确认结束' : '确认修改'}
        change={change}
        resources={booths.data ?? []}
        onBack={
          pending && !('over' in pending)
            ? () => {
                setEditing({ rule: pending.rule, values: pending.values });
                setPending(null);
              }
            : undefined
        }
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          if ('over' in pending) {
            await over.mutateAsync(pending.rule.id);
            void toast.success('规则已结束');
          } else {
            await update.mutateAsync({ id: pending.rule.id, body: pending.body });
            void toast.success('修改成功');
          }
        }}
      />
    </>
  );
}

/** /admin/supplier/price-rules: the supplier's price rules, a new rule, and a calendar preview of prices. */
export function SupplierPriceRulesPage() {
  usePageTitle('价格规则');
  return (
    <AdminFrame title="价格规则" testId="supplier-price-rules-page">
      <SupplierGate what="管理价格规则">
        <Rules />
      </SupplierGate>
    </AdminFrame>
  );
}

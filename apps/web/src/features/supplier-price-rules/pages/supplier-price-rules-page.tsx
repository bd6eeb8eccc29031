import { PlusOutlined } from '@ant-design/icons';
import type { PriceRule } from '@vm/contracts/supplier-price-rules';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { pageFromParam } from '../../../shared/catalogue/paged';
import { SupplierGate } from '../../../shared/supplier/supplier-gate';
import { AdminFrame } from '../../../shared/ui/admin-frame';
import { confirmDialog, toast } from '../../../shared/ui/feedback';
import { EmptyBlock, LoadError } from '../../../shared/ui/load-state';
import { Panel } from '../../../shared/ui/page-frame';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { RULE_PAGE_SIZE, useBoothChoices, useCreatePriceRule, useDeletePriceRule, usePriceRules } from '../api/use-price-rules';
import { PriceCalendarPreview } from '../components/price-calendar-preview';
import { PriceRuleForm } from '../components/price-rule-form';
import { weekdaysText } from '../model/price-rule-form-values';

function Rules() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const rules = usePriceRules(page);
  const booths = useBoothChoices();
  const create = useCreatePriceRule();
  const remove = useDeletePriceRule();
  const [open, setOpen] = useState(false);

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
        {rules.isError ? (
          <LoadError error={rules.error} onRetry={() => void rules.refetch()} />
        ) : (
          <Table<PriceRule>
            rowKey="id"
            data-testid="price-rules-table"
            loading={rules.isPending}
            dataSource={rules.data?.data ?? []}
            locale={{ emptyText: <EmptyBlock text="暂无价格规则" /> }}
            pagination={{
              current: page,
              pageSize: RULE_PAGE_SIZE,
              total: rules.data?.total ?? 0,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: (next) => setParams(next > 1 ? { page: String(next) } : {}),
            }}
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
                width: 110,
                render: (_, rule) => (rule.price !== null ? formatYuan(rule.price) : `上涨${rule.raise_percent ?? 0}%`),
              },
              { title: '创建人', key: 'by', width: 110, render: (_, rule) => rule.created_by.name || rule.created_by.mobile },
              {
                title: '操作',
                key: 'actions',
                width: 70,
                render: (_, rule) => (
                  <Button type="link" danger size="small" loading={remove.isPending && remove.variables === rule.id} onClick={() => void deleteRule(rule)}>
                    删除
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Panel>
      <Panel title="价格日历预览">
        {booths.isPending ? null : booths.isError ? (
          <LoadError error={booths.error} onRetry={() => void booths.refetch()} />
        ) : booths.data.some((resource) => resource.booths.length > 0) ? (
          <PriceCalendarPreview resources={booths.data} />
        ) : (
          <EmptyBlock text="还没有摊位，请先在场地管理中添加" />
        )}
      </Panel>
      <PriceRuleForm open={open} resources={booths.data ?? []} onClose={() => setOpen(false)} onSubmit={(body) => create.mutateAsync(body)} />
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

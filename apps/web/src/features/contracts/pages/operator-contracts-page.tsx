import type { ContractSummary } from '@vm/contracts/lease-contracts';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { CONTRACT_STATUS_LABELS, CONTRACT_STATUSES, type ContractStatus } from '@vm/domain/contracts';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { OperatorFrame, useIsOperator } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { OPERATOR_CONTRACTS_PAGE_SIZE, useContractTemplate, useOperatorContracts } from '../api/contract-queries';
import { ContractActions } from '../components/contract-actions';
import { ContractSigners, ContractStatusTag } from '../components/contract-status';
import { ContractTemplateForm } from '../components/contract-template-form';

type Filter = ContractStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: '全部' },
  ...CONTRACT_STATUSES.map((status) => ({ value: status, label: CONTRACT_STATUS_LABELS[status] })),
];

const COLUMNS: ColumnsType<ContractSummary> = [
  {
    title: '合同',
    key: 'contract',
    render: (_, row) => (
      <>
        <div>{row.field_name}</div>
        <div style={{ color: 'var(--ink-3, #86909c)', fontSize: 12 }}>
          {row.contract_num} · 子订单 {row.order_num}
        </div>
      </>
    ),
  },
  {
    title: '双方',
    key: 'parties',
    render: (_, row) => (
      <>
        <div style={{ fontSize: 13 }}>出租方：{row.supplier_name}</div>
        <div style={{ fontSize: 13 }}>承租方：{row.buyer_name}</div>
      </>
    ),
  },
  { title: '签署', key: 'signers', render: (_, row) => <ContractSigners contract={row} /> },
  { title: '状态', dataIndex: 'status', width: 90, render: (status: ContractStatus) => <ContractStatusTag status={status} /> },
  { title: '生成时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
  { title: '操作', key: 'action', width: 70, render: (_, row) => <ContractActions contract={row} onSign={() => undefined} compact /> },
];

function ContractList({ enabled }: { enabled: boolean }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const contracts = useOperatorContracts({ status: filter === 'all' ? undefined : filter, keyword: keyword || undefined, page }, enabled);
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <Segmented<Filter>
          value={filter}
          options={FILTERS}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
        <Input.Search
          allowClear
          maxLength={40}
          placeholder="子订单号 / 合同编号"
          aria-label="搜索合同"
          style={{ width: 260, maxWidth: '100%' }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </div>
      <QueryTable<ContractSummary>
        query={contracts}
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        scroll={{ x: 900 }}
        data-testid="operator-contracts"
        empty="暂无合同"
        page={page}
        pageSize={OPERATOR_CONTRACTS_PAGE_SIZE}
        onPageChange={setPage}
        pagerOptions={{ hideOnSinglePage: true }}
      />
    </>
  );
}

function TemplateTab({ enabled }: { enabled: boolean }) {
  const template = useContractTemplate(enabled);
  return (
    <QueryState query={template} loading={<RowsSkeleton rows={4} />}>
      {(current) => <ContractTemplateForm key={current.id} template={current} />}
    </QueryState>
  );
}

/** /admin/operator/contracts (租赁合同): every lease contract with its signatures, and the template. */
export function OperatorContractsPage() {
  const isOperator = useIsOperator();
  return (
    <OperatorFrame title="租赁合同" testId="operator-contracts-page">
      <Panel title="租赁合同">
        <Tabs
          items={[
            { key: 'list', label: '合同列表', children: <ContractList enabled={isOperator} /> },
            { key: 'template', label: '合同模板', children: <TemplateTab enabled={isOperator} /> },
          ]}
        />
      </Panel>
    </OperatorFrame>
  );
}

import type { DemandReceiver } from '@vm/contracts/demands';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { ResponsiveTable } from '@/shared/ui/responsive-table';

/** The acceptors of a demand (the owner and operators see names and full mobiles). */
export function DemandReceivers({ receivers }: { receivers: readonly DemandReceiver[] }) {
  return (
    <ResponsiveTable<DemandReceiver>
      size="small"
      rowKey={(row) => `${row.mobile}-${row.created_at}`}
      pagination={false}
      dataSource={[...receivers]}
      locale={{ emptyText: '暂无承接人，需求已展示在需求大厅' }}
      columns={[
        { title: '承接人', dataIndex: 'name' },
        { title: '联系电话', dataIndex: 'mobile', width: 140 },
        { title: '承接时间', dataIndex: 'created_at', width: 170, render: (value: string) => formatShanghaiTime(value) },
      ]}
    />
  );
}

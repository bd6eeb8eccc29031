import type { ChildAccount, ChildPermission, SupplierAction } from '@vm/contracts/supplier-child-accounts';
import { formatShanghaiTime } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import type { ResponsiveColumn } from '@/shared/ui/responsive-table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { SupplierGate, useSupplierAccount } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { Panel } from '@/shared/ui/page-frame';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ACTION_NAMES, PERMISSION_NAMES, useChildAccounts, useRemoveChildAccount, useSupplierActions } from '../api/child-account-queries';
import { ChildAccountDialog } from '../components/child-account-dialog';

function Accounts() {
  const accounts = useChildAccounts();
  const remove = useRemoveChildAccount();
  const [dialog, setDialog] = useState<{ editing: ChildAccount | null } | null>(null);

  const removeAccount = async (account: ChildAccount) => {
    if (
      !(await confirmDialog({ title: '删除子账号', content: `确定删除子账号「${account.name}（${account.mobile}）」吗？删除后该手机号将不能再代您处理业务。` }))
    )
      return;
    try {
      await remove.mutateAsync(account.id);
      void toast.success('子账号已删除');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const columns: ResponsiveColumn<ChildAccount>[] = [
    { title: '姓名', dataIndex: 'name', width: 140 },
    { title: '手机号', dataIndex: 'mobile', width: 140 },
    {
      title: '权限',
      dataIndex: 'permissions',
      render: (permissions: ChildPermission[]) =>
        permissions.map((permission) => (
          <Tag key={permission} color="orange">
            {PERMISSION_NAMES[permission]}
          </Tag>
        )),
    },
    { title: '添加时间', dataIndex: 'created_at', width: 150, render: (value: string) => formatShanghaiTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, account) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setDialog({ editing: account })}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => void removeAccount(account)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Panel
      title="子账号"
      extra={
        <Button type="primary" onClick={() => setDialog({ editing: null })}>
          添加子账号
        </Button>
      }
    >
      <ResponsiveQueryTable<ChildAccount>
        query={accounts}
        spinWhile="pending"
        rowKey="id"
        size="middle"
        columns={columns}
        pagination={false}
        empty="暂无子账号，添加员工的手机号即可让其协助处理订单或场地"
        data-testid="child-accounts"
      />
      <ChildAccountDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </Panel>
  );
}

function Actions() {
  const [page, setPage] = useState(1);
  const actions = useSupplierActions(page);
  const columns: ResponsiveColumn<SupplierAction>[] = [
    { title: '时间', dataIndex: 'created_at', width: 150, render: (value: string) => formatShanghaiTime(value) },
    { title: '操作人', key: 'actor', width: 200, render: (_, action) => `${action.actor.name || '—'}（${action.actor.mobile}）` },
    { title: '操作', dataIndex: 'action', width: 140, render: (action: string) => ACTION_NAMES[action] ?? action },
    { title: '对象', dataIndex: 'target', ellipsis: true },
  ];
  return (
    <Panel title="操作记录">
      <ResponsiveQueryTable<SupplierAction>
        query={actions}
        rowKey="id"
        size="small"
        columns={columns}
        empty="暂无操作记录"
        page={page}
        pageSize={actions.data?.page_size ?? 20}
        onPageChange={setPage}
        pagerOptions={{ hideOnSinglePage: true }}
      />
    </Panel>
  );
}

function OwnerOnly() {
  const account = useSupplierAccount();
  if (account.data?.is_child) return <Result status="403" title="没有权限" subTitle="子账号由主账号管理，请联系主账号。" />;
  return (
    <>
      <Accounts />
      <Actions />
    </>
  );
}

/** /admin/supplier/child-accounts: the supplier's staff accounts (add by mobile, permissions, remove) and who did what. */
export function ChildAccountsPage() {
  usePageTitle('子账号管理');
  return (
    <AdminFrame title="子账号管理" testId="child-accounts-page">
      <SupplierGate what="管理子账号" permission="orders">
        <OwnerOnly />
      </SupplierGate>
    </AdminFrame>
  );
}

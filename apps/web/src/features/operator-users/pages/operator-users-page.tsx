import type { RoleName } from '@vm/contracts/accounts';
import type { OperatorUser } from '@vm/contracts/operator-console';
import { formatShanghaiTime } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { USERS_PAGE_SIZE, useUserActions, useUsers, type UserFilter } from '../api/user-queries';

export const ROLE_LABELS: Record<RoleName, string> = {
  business: '广告主',
  property: '场地供应商',
  agent: '代理商',
  facilitator: '服务商',
  operator: '平台运营',
};
const ROLES = Object.keys(ROLE_LABELS) as RoleName[];

/** /admin/operator/users: search accounts by mobile or name, change roles, freeze (tokens refused at once) and unfreeze. */
export function OperatorUsersPage() {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<UserFilter>({ keyword: '', page: 1 });
  const [freezing, setFreezing] = useState<OperatorUser | null>(null);
  const [reason, setReason] = useState('');
  const [editing, setEditing] = useState<OperatorUser | null>(null);
  const [roles, setRoles] = useState<RoleName[]>([]);
  const users = useUsers(filter);
  const actions = useUserActions();

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void toast.success(done);
      return true;
    } catch (error) {
      void toast.error(errorMessage(error));
      return false;
    }
  };

  const unfreeze = async (row: OperatorUser) => {
    if (await confirmDialog({ title: '解冻账号', content: `解冻 ${row.mobile} 后，该用户需要重新登录。` }))
      await run(() => actions.unfreeze.mutateAsync(row.id), '已解冻');
  };

  const columns: ColumnsType<OperatorUser> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: '手机号', dataIndex: 'mobile', width: 120 },
    { title: '姓名', dataIndex: 'name', width: 110, render: (value: string) => value || '—' },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (value: RoleName[]) =>
        value.map((role) => (
          <Tag key={role} color={role === 'operator' ? 'red' : role === 'business' ? 'default' : 'blue'}>
            {ROLE_LABELS[role]}
          </Tag>
        )),
    },
    { title: '订单数', dataIndex: 'order_count', width: 80, align: 'right' },
    {
      title: '状态',
      key: 'status',
      width: 150,
      render: (_: unknown, row) =>
        row.frozen ? (
          <span>
            <Tag color="error">已冻结</Tag>
            {row.frozen_reason && <div style={{ fontSize: 12, color: 'var(--ink-3)' }}>{row.frozen_reason}</div>}
          </span>
        ) : (
          <Tag color="success">正常</Tag>
        ),
    },
    { title: '注册时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button
            size="small"
            onClick={() => {
              setEditing(row);
              setRoles(row.roles);
            }}
          >
            角色
          </Button>
          {row.frozen ? (
            <Button size="small" onClick={() => void unfreeze(row)}>
              解冻
            </Button>
          ) : (
            <Button
              size="small"
              danger
              onClick={() => {
                setFreezing(row);
                setReason('');
              }}
            >
              冻结
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <OperatorFrame title="用户与角色" testId="operator-users-page">
      <Panel
        title="用户管理"
        extra={
          <Space wrap>
            <Select<RoleName | ''>
              style={{ width: 130 }}
              value={filter.role ?? ''}
              aria-label="角色"
              options={[{ value: '', label: '全部角色' }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))]}
              onChange={(value) => setFilter((current) => ({ ...current, role: value || undefined, page: 1 }))}
            />
            <Select<'' | 'active' | 'frozen'>
              style={{ width: 110 }}
              value={filter.status ?? ''}
              aria-label="状态"
              options={[
                { value: '', label: '全部状态' },
                { value: 'active', label: '正常' },
                { value: 'frozen', label: '已冻结' },
              ]}
              onChange={(value) => setFilter((current) => ({ ...current, status: value || undefined, page: 1 }))}
            />
            <Input.Search
              allowClear
              style={{ width: 240 }}
              placeholder="手机号或姓名"
              value={typed}
              maxLength={24}
              onChange={(event) => setTyped(event.target.value)}
              onSearch={(value) => setFilter((current) => ({ ...current, keyword: value.trim(), page: 1 }))}
              enterButton="搜索"
            />
          </Space>
        }
      >
        <QueryTable<OperatorUser>
          query={users}
          rowKey="id"
          size="middle"
          columns={columns}
          empty="没有找到匹配的用户"
          page={filter.page}
          pageSize={USERS_PAGE_SIZE}
          onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
        />
      </Panel>
      <Modal
        open={freezing !== null}
        title={`冻结账号 ${freezing?.mobile ?? ''}`}
        okText="冻结"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        confirmLoading={actions.freeze.isPending}
        onCancel={() => setFreezing(null)}
        onOk={() => void run(() => actions.freeze.mutateAsync({ id: freezing!.id, reason: reason.trim() }), '已冻结').then((done) => done && setFreezing(null))}
        destroyOnHidden
      >
        <p>冻结后该账号立即退出登录，且不能再登录，直到解冻。</p>
        <Input.TextArea
          rows={3}
          maxLength={100}
          showCount
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder="冻结原因（选填）"
          aria-label="冻结原因"
        />
      </Modal>
      <Modal
        open={editing !== null}
        title={`设置角色 ${editing?.mobile ?? ''}`}
        okText="保存"
        cancelText="取消"
        confirmLoading={actions.setRoles.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => void run(() => actions.setRoles.mutateAsync({ id: editing!.id, roles }), '保存成功').then((done) => done && setEditing(null))}
        destroyOnHidden
      >
        <Checkbox.Group
          value={roles}
          onChange={(value) => setRoles(value as RoleName[])}
          options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role], disabled: role === 'business' }))}
        />
        <p style={{ marginTop: 12, color: 'var(--ink-3)' }}>每个账号都保留广告主身份；供应商、代理商、服务商一般通过入驻审核授予。</p>
      </Modal>
    </OperatorFrame>
  );
}

import { addressLine } from '@vm/domain/contact-entry';
import type { Address } from '@vm/contracts/addresses';
import { ADDRESS_MESSAGES } from '@vm/domain/validation-messages';
import Button from 'antd/es/button';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { EmptyBlock, RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useAddresses, useAddressMutations } from '../api/address-queries';
import { AddressDialog } from '../components/address-dialog';

/** 所在地区: province, city and district (the one address builder, without the street). */
const regionOf = (address: Address) => addressLine({ ...address, address: null });

/** /admin/profile/address (收货地址): the buyer's postal addresses, one of them the default. */
export function AddressesPage() {
  usePageTitle('收货地址');
  const addresses = useAddresses();
  const { save, remove } = useAddressMutations();
  const [dialog, setDialog] = useState<{ address: Address | null } | null>(null);
  const list = addresses.data?.data ?? [];

  const makeDefault = async (address: Address) => {
    try {
      await save.mutateAsync({ id: address.id, body: { ...address, is_default: true } });
      void toast.success('已设为默认地址');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const drop = async (address: Address) => {
    if (!(await confirmDialog({ title: '删除收货地址', content: `确定删除「${address.name} ${addressLine(address)}」吗？` }))) return;
    try {
      await remove.mutateAsync(address.id);
      void toast.success(ADDRESS_MESSAGES.deleted);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const add = (
    <Button type="primary" onClick={() => setDialog({ address: null })}>
      + 新增收货地址
    </Button>
  );

  return (
    <AdminFrame title="收货地址" testId="addresses-page">
      <Panel title="收货地址" extra={list.length > 0 ? add : undefined}>
        <QueryState
          query={addresses}
          loading={<RowsSkeleton rows={2} />}
          isEmpty={(answer) => answer.data.length === 0}
          empty={<EmptyBlock text={ADDRESS_MESSAGES.empty}>{add}</EmptyBlock>}
        >
          {(answer) => (
            <ResponsiveTable<Address>
              rowKey="id"
              pagination={false}
              dataSource={answer.data}
              columns={[
                {
                  title: '收货人',
                  dataIndex: 'name',
                  width: 160,
                  render: (name: string, address) => (
                    <>
                      {name}
                      {address.is_default && (
                        <Tag color="orange" style={{ marginLeft: 8 }}>
                          默认
                        </Tag>
                      )}
                    </>
                  ),
                },
                { title: '手机号', dataIndex: 'mobile', width: 130 },
                { title: '所在地区', key: 'region', width: 190, render: (_, address) => regionOf(address) },
                { title: '详细地址', dataIndex: 'address' },
                {
                  title: '操作',
                  key: 'actions',
                  width: 200,
                  render: (_, address) => (
                    <>
                      <Button type="link" size="small" onClick={() => setDialog({ address })}>
                        编辑
                      </Button>
                      {!address.is_default && (
                        <Button type="link" size="small" disabled={save.isPending} onClick={() => void makeDefault(address)}>
                          设为默认
                        </Button>
                      )}
                      <Button type="link" size="small" danger onClick={() => void drop(address)}>
                        删除
                      </Button>
                    </>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </Panel>
      <AddressDialog open={dialog !== null} address={dialog?.address ?? null} onClose={() => setDialog(null)} />
    </AdminFrame>
  );
}

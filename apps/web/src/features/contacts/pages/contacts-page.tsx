import { addressLine } from '@vm/domain/contact-entry';
import type { Contact } from '@vm/contracts/contacts';
import { CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import Button from 'antd/es/button';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { toast } from '@/shared/ui/feedback';
import { EmptyBlock, RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useContacts, useSaveContact } from '@/shared/contacts/contacts-api';
import { ContactDialog } from '@/shared/contacts/contact-dialog';

const addressOf = (contact: Contact) => addressLine(contact);

/** The PUT body that keeps a contact as it is but makes it the default one. */
const asDefault = (contact: Contact) => ({
  name: contact.name,
  mobile: contact.mobile,
  is_default: true,
  province_id: contact.province_id,
  city_id: contact.city_id,
  district_id: contact.district_id,
  address: contact.address,
});

/**
 * /admin/profile/contact (常用联系人): the contacts the checkout offers, added and edited with the
 * checkout's own contact dialog, and which one is preselected (默认). The API has no delete.
 */
export function ContactsPage() {
  usePageTitle('常用联系人');
  const contacts = useContacts();
  const save = useSaveContact();
  const [dialog, setDialog] = useState<{ contact: Contact | null } | null>(null);

  const makeDefault = async (contact: Contact) => {
    try {
      await save.mutateAsync({ id: contact.id, body: asDefault(contact) });
      void toast.success('保存成功');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <AdminFrame title="常用联系人" testId="contacts-page">
      <Panel
        title="常用联系人"
        extra={
          <Button type="primary" onClick={() => setDialog({ contact: null })}>
            + 新增联系人
          </Button>
        }
      >
        <QueryState
          query={contacts}
          loading={<RowsSkeleton rows={2} />}
          isEmpty={(page) => page.data.length === 0}
          empty={
            <EmptyBlock text={CONTACT_MESSAGES.empty}>
              <Button type="primary" onClick={() => setDialog({ contact: null })}>
                新增联系人
              </Button>
            </EmptyBlock>
          }
        >
          {(page) => (
            <ResponsiveTable<Contact>
              rowKey="id"
              pagination={false}
              dataSource={page.data}
              columns={[
                {
                  title: '联系人',
                  dataIndex: 'name',
                  render: (name: string, contact) => (
                    <>
                      {name}
                      {contact.is_default && (
                        <Tag color="orange" style={{ marginLeft: 8 }}>
                          默认
                        </Tag>
                      )}
                    </>
                  ),
                },
                { title: '联系电话', dataIndex: 'mobile', width: 160 },
                { title: '地址', key: 'address', render: (_, contact) => addressOf(contact) || '—' },
                {
                  title: '操作',
                  key: 'actions',
                  width: 180,
                  render: (_, contact) => (
                    <>
                      <Button type="link" size="small" onClick={() => setDialog({ contact })}>
                        编辑
                      </Button>
                      {!contact.is_default && (
                        <Button type="link" size="small" disabled={save.isPending} onClick={() => void makeDefault(contact)}>
                          设为默认
                        </Button>
                      )}
                    </>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </Panel>
      <ContactDialog open={dialog !== null} contact={dialog?.contact ?? null} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </AdminFrame>
  );
}

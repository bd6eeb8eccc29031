import type { ChildAccount, ChildPermission } from '@vm/contracts/supplier-child-accounts';
import { CHILD_PERMISSIONS } from '@vm/contracts/supplier-child-accounts';
import { isMobile, LIMITS } from '@vm/domain/validation';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { PERMISSION_HINTS, PERMISSION_NAMES, useAddChildAccount, useUpdateChildAccount } from '../api/child-account-queries';

interface Values {
  mobile: string;
  name: string;
  permissions: ChildPermission[];
}

const NAME_MAX = 24;

/**
 * Add a child account (mobile, name, permissions) or change one's name and permissions. The person
 * logs in with that mobile and acts for the supplier within the permissions.
 */
export function ChildAccountDialog({ open, editing, onClose }: { open: boolean; editing: ChildAccount | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, ['mobile', 'name', 'permissions']);
  const add = useAddChildAccount();
  const update = useUpdateChildAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const busy = add.isPending || update.isPending;

  const submit = async () => {
    setFormError(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, name: values.name.trim(), permissions: values.permissions });
        void toast.success('保存成功');
      } else {
        await add.mutateAsync({ mobile: values.mobile.trim(), name: values.name.trim(), permissions: values.permissions });
        void toast.success('子账号添加成功');
      }
      onClose();
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? `编辑子账号（${editing.mobile}）` : '添加子账号'}
      okText={editing ? '保存' : '添加'}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          editing ? { mobile: editing.mobile, name: editing.name, permissions: editing.permissions } : { mobile: '', name: '', permissions: ['orders'] }
        }
      >
        <Form.Item
          label="手机号"
          name="mobile"
          validateTrigger="onBlur"
          extra={editing ? undefined : '员工用此手机号登录，即可代您处理业务'}
          rules={[
            { required: true, whitespace: true, message: '请输入手机号' },
            {
              validator: async (_rule, value: string) => {
                if (value?.trim() && !isMobile(value.trim())) throw new Error('请输入有效的手机号');
              },
            },
          ]}
        >
          <Input maxLength={LIMITS.mobile} placeholder="请输入员工手机号" inputMode="numeric" disabled={editing !== null} />
        </Form.Item>
        <Form.Item label="姓名" name="name" validateTrigger="onBlur" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input maxLength={NAME_MAX} placeholder="请输入员工姓名" />
        </Form.Item>
        <Form.Item label="权限" name="permissions" rules={[{ required: true, type: 'array', min: 1, message: '请选择权限' }]}>
          <Checkbox.Group
            options={CHILD_PERMISSIONS.map((permission) => ({
              value: permission,
              label: (
                <span>
                  {PERMISSION_NAMES[permission]}
                  <span style={{ color: 'var(--ink-3)', fontSize: 12, marginLeft: 6 }}>{PERMISSION_HINTS[permission]}</span>
                </span>
              ),
            }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
      </Form>
      {formError && <Alert type="error" showIcon title={formError} />}
    </Modal>
  );
}

import type { Contact, ContactBody } from '@vm/contracts/contacts';
import { CONTACT_FIELDS, contactEntryBody, contactEntryValues, contactFieldOf, type ContactEntryValues } from '@vm/domain/contact-entry';
import { contactErrors } from '@vm/domain/form-validation';
import { LIMITS } from '@vm/domain/validation';
import { CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { errorMessage } from '../api/api-error';
import { useServerFieldErrors } from '../forms/use-server-field-errors';
import { toast } from '../ui/feedback';
import { useSaveContact } from './contacts-api';
import { RegionSelects } from './region-selects';

// The form's values, its body and the server's field names: packages/domain contact-entry (the address dialog's too).
type ContactFormValues = ContactEntryValues;
const initialValues = (contact: Contact | null): ContactFormValues => contactEntryValues(contact);
const toBody = (values: ContactFormValues): ContactBody => contactEntryBody(values);
const serverField = contactFieldOf;

/**
 * The contact dialog in its add mode (`contact` null) or edit mode: name (≤ 24), mobile, optional
 * province/city/district and address (≤ 36), default flag. Checked with packages/domain contactErrors,
 * the same checks the server makes; on success it says 添加联系人成功 / 编辑联系人成功！.
 */
export function ContactDialog({
  open,
  contact,
  onClose,
  onSaved,
}: {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
}) {
  const [form] = Form.useForm<ContactFormValues>();
  const showFieldErrors = useServerFieldErrors(form, serverField);
  const save = useSaveContact();

  const submit = async () => {
    const values = form.getFieldsValue(true) as ContactFormValues;
    const body = toBody(values);
    const errors = contactErrors({ ...body });
    form.setFields(CONTACT_FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    if (Object.keys(errors).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: contact?.id, body });
      void toast.success(contact ? CONTACT_MESSAGES.edited : CONTACT_MESSAGES.added);
      onSaved(saved);
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      title={contact ? '编辑联系人' : '新增联系人'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(contact)}
        onValuesChange={(changed: ContactFormValues) =>
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof ContactFormValues, errors: [] })))
        }
        data-testid="contact-dialog-form"
      >
        <Form.Item label="联系人" name="name" required>
          <Input placeholder="请输入联系人" maxLength={LIMITS.contactName} />
        </Form.Item>
        <Form.Item label="联系电话" name="mobile" required>
          <Input placeholder="请输入联系人电话" maxLength={LIMITS.contactMobile} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="所在地区" name="region">
          <RegionSelects />
        </Form.Item>
        <Form.Item label="详细地址" name="address">
          <Input placeholder="街道、门牌号等" maxLength={LIMITS.contactAddress} />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>设为默认联系人</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

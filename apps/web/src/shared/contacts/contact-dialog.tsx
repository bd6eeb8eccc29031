import type { Contact, ContactBody } from '@vm/contracts/contacts';
import { contactErrors, type ContactField } from '@vm/domain/form-validation';
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
import { RegionSelects, type RegionValue } from './region-selects';

interface ContactFormValues {
  name?: string;
  mobile?: string;
  region?: RegionValue;
  address?: string;
  is_default?: boolean;
}

/** Form item names of the domain's contact fields (the region is one item of three selects). */
const FIELDS: readonly ContactField[] = ['name', 'mobile', 'region', 'address'];

function initialValues(contact: Contact | null): ContactFormValues {
  if (!contact) return { is_default: false, region: {} };
  return {
    name: contact.name,
    mobile: contact.mobile,
    region: { province_id: contact.province_id, city_id: contact.city_id, district_id: contact.district_id },
    address: contact.address,
    is_default: contact.is_default,
  };
}

function toBody(values: ContactFormValues): ContactBody {
  return {
    name: values.name?.trim() ?? '',
    mobile: values.mobile?.trim() ?? '',
    is_default: values.is_default ?? false,
    province_id: values.region?.province_id ?? null,
    city_id: values.region?.city_id ?? null,
    district_id: values.region?.district_id ?? null,
    address: values.address?.trim() ?? '',
  };
}

/** The server's 422 field names onto this form's items. */
function serverField(field: string): ContactField | null {
  if (field === 'province_id' || field === 'city_id' || field === 'district_id') return 'region';
  return (FIELDS as readonly string[]).includes(field) ? (field as ContactField) : null;
}

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
    form.setFields(FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
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

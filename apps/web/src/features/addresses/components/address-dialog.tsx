import type { Address, AddressBody } from '@vm/contracts/addresses';
import { CONTACT_FIELDS, contactEntryBody, contactEntryValues, contactFieldOf, type ContactEntryValues } from '@vm/domain/contact-entry';
import { contactErrors } from '@vm/domain/form-validation';
import { LIMITS } from '@vm/domain/validation';
import { ADDRESS_MESSAGES } from '@vm/domain/validation-messages';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { RegionSelects } from '@/shared/contacts/region-selects';
import { toast } from '@/shared/ui/feedback';
import { useAddressMutations } from '../api/address-queries';

// The form's values, its body and the server's field names: packages/domain contact-entry, as the contact dialog.
type Values = ContactEntryValues;
const initialValues = (address: Address | null): Values => contactEntryValues(address);
const toBody = (values: Values): AddressBody => contactEntryBody(values);
const serverField = contactFieldOf;

/**
 * Add or edit a postal address: name (≤ 24), mobile, province/city/district (the packaged region
 * selects) and address (≤ 36), all required, checked with the contact dialog's rules and messages
 * (packages/domain contactErrors), as the server checks them.
 */
export function AddressDialog({ open, address, onClose }: { open: boolean; address: Address | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, serverField);
  const { save } = useAddressMutations();

  const submit = async () => {
    const body = toBody(form.getFieldsValue(true) as Values);
    const errors = contactErrors(body, { regionRequired: true });
    form.setFields(CONTACT_FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    if (Object.keys(errors).length > 0) return;
    try {
      await save.mutateAsync({ id: address?.id, body });
      void toast.success(address ? ADDRESS_MESSAGES.edited : ADDRESS_MESSAGES.added);
      onClose();
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      title={address ? '编辑收货地址' : '新增收货地址'}
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
        initialValues={initialValues(address)}
        onValuesChange={(changed: Values) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })))}
        data-testid="address-dialog-form"
      >
        <Form.Item label="收货人" name="name" required>
          <Input placeholder="请输入联系人" maxLength={LIMITS.contactName} aria-label="收货人" />
        </Form.Item>
        <Form.Item label="手机号" name="mobile" required>
          <Input placeholder="请输入联系人电话" maxLength={LIMITS.contactMobile} inputMode="numeric" aria-label="手机号" />
        </Form.Item>
        <Form.Item label="所在地区" name="region" required>
          <RegionSelects />
        </Form.Item>
        <Form.Item label="详细地址" name="address" required>
          <Input placeholder="街道、门牌号等" maxLength={LIMITS.contactAddress} showCount aria-label="详细地址" />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

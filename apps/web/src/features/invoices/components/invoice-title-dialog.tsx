import type { InvoiceTitle, InvoiceTitleBody } from '@vm/contracts/invoices';
import {
  INVOICE_LIMITS,
  INVOICE_TITLE_TYPES,
  INVOICE_TITLE_TYPE_NAMES,
  invoiceTitleErrors,
  type InvoiceTitleField,
  type InvoiceTitleType,
} from '@vm/domain/invoices';
import { INVOICE_MESSAGES } from '@vm/domain/validation-messages';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { useInvoiceMutations } from '../api/invoice-queries';

type Values = Omit<InvoiceTitleBody, 'is_default'> & { is_default?: boolean };

const FIELDS: readonly InvoiceTitleField[] = ['type', 'title', 'tax_code', 'address', 'phone', 'bank', 'account'];
const TYPES = ([INVOICE_TITLE_TYPES.personal, INVOICE_TITLE_TYPES.company, INVOICE_TITLE_TYPES.special] as InvoiceTitleType[]).map((type) => ({
  value: type,
  label: INVOICE_TITLE_TYPE_NAMES[type],
}));

const initialValues = (title: InvoiceTitle | null): Values =>
  title ? { ...title } : { type: INVOICE_TITLE_TYPES.company, title: '', tax_code: '', address: '', phone: '', bank: '', account: '', is_default: false };

/**
 * Add or edit an invoice title (发票抬头): personal (a name), company (name and a tax code of 15, 18 or
 * 20 upper-case letters and digits), or special VAT invoice (also registered address, phone, bank and
 * account). Checked with packages/domain invoiceTitleErrors, as the server checks it.
 */
export function InvoiceTitleDialog({ open, title, onClose }: { open: boolean; title: InvoiceTitle | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, FIELDS);
  const { saveTitle } = useInvoiceMutations();
  const type = Form.useWatch('type', form) as InvoiceTitleType | undefined;
  const company = type !== INVOICE_TITLE_TYPES.personal;
  const special = type === INVOICE_TITLE_TYPES.special;

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const body: InvoiceTitleBody = { ...values, tax_code: values.tax_code?.trim().toUpperCase() ?? '', is_default: values.is_default ?? false };
    const errors = invoiceTitleErrors(body);
    form.setFields(FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    if (Object.keys(errors).length > 0) return;
    try {
      await saveTitle.mutateAsync({ id: title?.id, body });
      void toast.success(INVOICE_MESSAGES.titleSaved);
      onClose();
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      title={title ? '编辑发票抬头' : '新增发票抬头'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={saveTitle.isPending}
      destroyOnHidden
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(title)}
        onValuesChange={(changed: Partial<Values>) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })))}
        data-testid="invoice-title-form"
      >
        <Form.Item label="发票类型" name="type" required>
          <Radio.Group options={TYPES} optionType="button" />
        </Form.Item>
        <Form.Item label={company ? '单位名称' : '发票抬头'} name="title" required>
          <Input placeholder={company ? '请输入单位名称' : '请输入发票抬头（个人姓名）'} maxLength={INVOICE_LIMITS.title} aria-label="发票抬头" />
        </Form.Item>
        {company && (
          <Form.Item label="纳税人识别号" name="tax_code" required>
            <Input placeholder="15、18或20位大写字母或数字" maxLength={20} aria-label="纳税人识别号" />
          </Form.Item>
        )}
        {special && (
          <>
            <Form.Item label="注册地址" name="address" required>
              <Input placeholder="请输入注册地址" maxLength={INVOICE_LIMITS.address} />
            </Form.Item>
            <Form.Item label="注册电话" name="phone" required>
              <Input placeholder="请输入注册电话" maxLength={INVOICE_LIMITS.phone} />
            </Form.Item>
            <Form.Item label="开户银行" name="bank" required>
              <Input placeholder="请输入开户银行" maxLength={INVOICE_LIMITS.bank} />
            </Form.Item>
            <Form.Item label="银行账号" name="account" required>
              <Input placeholder="请输入银行账号" maxLength={40} inputMode="numeric" />
            </Form.Item>
          </>
        )}
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>设为默认抬头</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

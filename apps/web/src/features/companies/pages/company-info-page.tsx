import type { CompanyBody, CompanyInfo } from '@vm/contracts/companies';
import { INDUSTRIES } from '@vm/domain/order-info-options';
import { LIMITS } from '@vm/domain/validation';
import { COMPANY_MESSAGES, CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import Button from 'antd/es/button';
import Cascader from 'antd/es/cascader';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { RegionSelects, type RegionValue } from '@/shared/contacts/region-selects';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { useCompanyInfo, useSaveCompanyInfo } from '../api/company-queries';

interface Values {
  name?: string;
  licence?: string[];
  industry?: number[];
  region?: RegionValue;
  address?: string;
}

type Field = 'name' | 'licence' | 'industry' | 'region' | 'address';

const INDUSTRY_OPTIONS = INDUSTRIES.map((parent) => ({
  value: parent.id,
  label: parent.name,
  children: parent.children.map((child) => ({ value: child.id, label: child.name })),
}));

const initialValues = (company: CompanyInfo | null): Values =>
  company
    ? {
        name: company.name,
        licence: company.licence_url ? [company.licence_url] : [],
        industry: company.industry_id === company.industry_parent_id ? [company.industry_parent_id] : [company.industry_parent_id, company.industry_id],
        region: { province_id: company.province_id, city_id: company.city_id, district_id: company.district_id },
        address: company.address,
      }
    : { licence: [], region: {} };

/** The form's checks, in its order, with the server's messages. */
function formErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name?.trim()) errors.name = COMPANY_MESSAGES.nameRequired;
  if (!values.licence?.length) errors.licence = COMPANY_MESSAGES.licenceRequired;
  if (!values.industry?.length) errors.industry = COMPANY_MESSAGES.industryRequired;
  if (!values.region?.province_id || !values.region.city_id || !values.region.district_id) errors.region = CONTACT_MESSAGES.regionRequired;
  if (!values.address?.trim()) errors.address = CONTACT_MESSAGES.addressRequired;
  return errors;
}

const toBody = (values: Values): CompanyBody => ({
  name: values.name?.trim() ?? '',
  licence_url: values.licence?.[0] ?? '',
  industry_id: values.industry?.at(-1) ?? null,
  province_id: values.region?.province_id ?? null,
  city_id: values.region?.city_id ?? null,
  district_id: values.region?.district_id ?? null,
  address: values.address?.trim() ?? '',
});

const SERVER_FIELDS: Record<string, Field> = {
  name: 'name',
  licence_url: 'licence',
  industry_id: 'industry',
  region: 'region',
  province_id: 'region',
  city_id: 'region',
  district_id: 'region',
  address: 'address',
};

function CompanyForm({ company }: { company: CompanyInfo | null }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, SERVER_FIELDS);
  const save = useSaveCompanyInfo();

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const errors = formErrors(values);
    form.setFields((['name', 'licence', 'industry', 'region', 'address'] as Field[]).map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    if (Object.keys(errors).length > 0) return;
    try {
      await save.mutateAsync(toBody(values));
      void toast.success(COMPANY_MESSAGES.saved);
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={initialValues(company)}
      onValuesChange={(changed: Values) => form.setFields(Object.keys(changed).map((name) => ({ name: name as Field, errors: [] })))}
      data-testid="company-form"
    >
      <Form.Item label="企业名称" name="name" required>
        <Input placeholder="请输入公司名称" maxLength={60} aria-label="企业名称" />
      </Form.Item>
      <Form.Item label="营业执照" name="licence" required extra="仅用于资质审核，企业主页只显示“已上传营业执照”">
        <ImageUploadField bucket="licence" maxCount={1} addText="上传营业执照" />
      </Form.Item>
      <Form.Item label="所属行业" name="industry" required>
        <Cascader options={INDUSTRY_OPTIONS} changeOnSelect placeholder="请选择所属行业" aria-label="所属行业" />
      </Form.Item>
      <Form.Item label="所在地区" name="region" required>
        <RegionSelects />
      </Form.Item>
      <Form.Item label="详细地址" name="address" required>
        <Input placeholder="街道、门牌号等" maxLength={LIMITS.contactAddress} showCount aria-label="详细地址" />
      </Form.Item>
      <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
        保存
      </Button>
      {company && (
        <Link to={paths.company(company.id)} style={{ marginLeft: 16 }}>
          查看企业主页
        </Link>
      )}
    </Form>
  );
}

/** /admin/profile/company (企业信息): name, business licence, industry and address of the caller's company. */
export function CompanyInfoPage() {
  usePageTitle('企业信息');
  const company = useCompanyInfo();
  return (
    <AdminFrame title="企业信息" testId="company-info-page">
      <Panel title="企业信息">
        <QueryState query={company} loading={<RowsSkeleton rows={4} />}>
          {(current) => <CompanyForm key={current?.updated_at ?? 'new'} company={current ?? null} />}
        </QueryState>
      </Panel>
    </AdminFrame>
  );
}

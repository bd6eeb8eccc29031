import type { ServiceProviderProfile } from '@vm/contracts/service-provider-profile';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { useCurrentUser } from '@/shared/auth/session';
import { useCities } from '@/shared/city/current-city';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { useMyServiceProfile, useSaveMyServiceProfile } from '../api/my-service-profile';
import { useServiceTypes } from '../api/service-provider-queries';

interface Values {
  name: string;
  intro: string;
  service_type_ids: number[];
  city_ids: number[];
  contact_name: string;
  contact_mobile: string;
  logo: string[];
}

const FIELDS = ['name', 'intro', 'service_type_ids', 'city_ids', 'contact_name', 'contact_mobile', 'logo'] as const;

function toValues(profile: ServiceProviderProfile | null, mobile: string): Values {
  return {
    name: profile?.name ?? '',
    intro: profile?.intro ?? '',
    service_type_ids: profile?.service_type_ids ?? [],
    city_ids: profile?.city_ids ?? [],
    contact_name: profile?.contact_name ?? '',
    contact_mobile: profile?.contact_mobile ?? mobile,
    logo: profile?.logo ? [profile.logo] : [],
  };
}

function ProfileForm({ profile, mobile }: { profile: ServiceProviderProfile | null; mobile: string }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, FIELDS);
  const types = useServiceTypes();
  const cities = useCities();
  const save = useSaveMyServiceProfile();
  const submit = async (values: Values) => {
    try {
      const { id } = await save.mutateAsync({
        name: values.name.trim(),
        intro: values.intro.trim(),
        service_type_ids: values.service_type_ids,
        city_ids: values.city_ids,
        contact_name: values.contact_name.trim(),
        contact_mobile: values.contact_mobile.trim(),
        logo: values.logo[0] ?? null,
      });
      void toast.success(`保存成功，服务商主页已更新（#${id}）`);
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toValues(profile, mobile)}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 560 }}
      data-testid="service-profile-form"
    >
      <Form.Item label="服务商名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入服务商名称' }]}>
        <Input maxLength={60} aria-label="服务商名称" />
      </Form.Item>
      <Form.Item label="服务简介" name="intro">
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} aria-label="服务简介" placeholder="擅长的活动类型、服务过的品牌等" />
      </Form.Item>
      <Form.Item label="服务类型" name="service_type_ids" rules={[{ required: true, type: 'array', min: 1, message: '请选择服务类型' }]}>
        <Select
          mode="multiple"
          aria-label="服务类型"
          loading={types.isPending}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
        />
      </Form.Item>
      <Form.Item label="服务城市" name="city_ids" rules={[{ required: true, type: 'array', min: 1, message: '请选择服务城市' }]}>
        <Select
          mode="multiple"
          aria-label="服务城市"
          loading={cities.isPending}
          options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item label="联系人" name="contact_name">
        <Input maxLength={24} aria-label="联系人" />
      </Form.Item>
      <Form.Item
        label="联系电话"
        name="contact_mobile"
        rules={[
          { required: true, message: '请输入联系电话' },
          { pattern: /^1\d{10}$/, message: '请输入有效的手机号' },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" aria-label="联系电话" />
      </Form.Item>
      <Form.Item label="Logo" name="logo">
        <ImageUploadField bucket="avatar" maxCount={1} addText="上传Logo" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存并发布
      </Button>
      {profile && (
        <Link to={paths.service(profile.id)} style={{ marginLeft: 16 }}>
          查看我的服务商主页
        </Link>
      )}
    </Form>
  );
}

/** /admin/service/profile (服务商资料): an approved facilitator's profile, listed on /service/index. */
export function MyServiceProfilePage() {
  usePageTitle('服务商资料');
  const { user } = useCurrentUser();
  const facilitator = user?.roles.includes('facilitator') ?? false;
  const profile = useMyServiceProfile();
  return (
    <AdminFrame title="服务商资料" testId="service-profile-page">
      <Panel title="服务商资料">
        {!user ? (
          <RowsSkeleton rows={3} />
        ) : !facilitator ? (
          <Result
            status="403"
            title="仅服务商可访问"
            subTitle="入驻成为服务商并通过审核后，可在这里维护服务商资料。"
            extra={<Link to={paths.homeInfo(3)}>申请成为服务商</Link>}
          />
        ) : (
          <QueryState query={profile} loading={<RowsSkeleton rows={4} />}>
            {(loaded) => <ProfileForm profile={loaded} mobile={user.mobile} />}
          </QueryState>
        )}
      </Panel>
    </AdminFrame>
  );
}

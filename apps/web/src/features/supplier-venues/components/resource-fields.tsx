import type { ManagedOptions } from '@vm/contracts/supplier-communities';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { Link } from 'react-router';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { useManagedCommunities } from '../api/use-managed-communities';

export const RESOURCE_MESSAGES = {
  communityRequired: '请选择所属社区',
  nameRequired: '请输入场地名称',
  fieldTypeRequired: '请选择场地类型',
  areaRequired: '请输入面积',
  areaInvalid: '面积须为大于0、最多两位小数的数字',
  imagesRequired: '请上传场地照片',
} as const;

/** Area in m²: positive, at most two decimals (typed as a string, so exact). */
export function areaProblem(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return RESOURCE_MESSAGES.areaRequired;
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0 || Number(text) > 10_000_000) return RESOURCE_MESSAGES.areaInvalid;
  return null;
}

/** 基本信息: community, name, field type, indoor/outdoor, area, person flow, introduction. */
export function ResourceBasicFields({ options }: { options: ManagedOptions | undefined }) {
  const communities = useManagedCommunities(1, '', 100);
  return (
    <>
      <Form.Item
        label="所属社区"
        name="community_id"
        rules={[{ required: true, message: RESOURCE_MESSAGES.communityRequired }]}
        extra={<Link to="/admin/supplier/communities">没有合适的社区？去新建</Link>}
      >
        <Select
          aria-label="所属社区"
          placeholder="请选择所属社区"
          showSearch={{ optionFilterProp: 'label' }}
          loading={communities.isPending}
          options={(communities.data?.data ?? []).map((community) => ({
            value: community.id,
            label: `${community.name}（${community.city_name}${community.district_name}）`,
          }))}
          style={{ width: 420, maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item label="场地名称" name="name" rules={[{ required: true, whitespace: true, message: RESOURCE_MESSAGES.nameRequired }]}>
        <Input maxLength={60} showCount placeholder="如：一楼中庭" style={{ width: 420, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item label="场地类型" name="field_type_id" rules={[{ required: true, message: RESOURCE_MESSAGES.fieldTypeRequired }]}>
        <Select
          aria-label="场地类型"
          placeholder="请选择场地类型"
          options={(options?.field_types ?? []).map((type) => ({ value: type.id, label: type.name }))}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item label="室内/室外" name="indoor">
        <Radio.Group
          options={[
            { value: true, label: '室内' },
            { value: false, label: '室外' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label="面积"
        name="area"
        required
        rules={[
          {
            validator: async (_rule, value?: string) => {
              const problem = areaProblem(value);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <InputNumber<string> aria-label="面积" stringMode min="0" precision={2} suffix="㎡" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="日均人流" name="person_flow">
        <InputNumber aria-label="日均人流" min={0} max={100_000_000} precision={0} suffix="人次" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="场地介绍" name="description">
        <Input.TextArea maxLength={2000} showCount rows={3} placeholder="位置、周边客群、可开展的活动等" style={{ width: 620, maxWidth: '100%' }} />
      </Form.Item>
    </>
  );
}

/** 场地属性: one select per attribute of the chosen field type (层高, 地面材质…). */
export function AttributeFields({ options }: { options: ManagedOptions | undefined }) {
  const fieldTypeId = Form.useWatch('field_type_id') as number | undefined;
  const attributes = options?.field_types.find((type) => type.id === fieldTypeId)?.attributes ?? [];
  if (!fieldTypeId) return <p style={{ color: 'var(--ink-3)' }}>选择场地类型后填写属性</p>;
  if (attributes.length === 0) return <p style={{ color: 'var(--ink-3)' }}>该场地类型没有需要填写的属性</p>;
  return (
    <>
      {attributes.map((attribute) => (
        <Form.Item key={attribute.id} label={attribute.name} name={['attributes', String(attribute.id)]}>
          <Select
            aria-label={attribute.name}
            allowClear
            placeholder={`请选择${attribute.name}`}
            options={attribute.options.map((option) => ({ value: option.id, label: option.name }))}
            style={{ width: 240 }}
          />
        </Form.Item>
      ))}
    </>
  );
}

/** 场地照片, 案例照片, 全景图 (the upload platform; photos in the `venue` bucket, the panorama in `panorama`). */
export function PhotoFields() {
  return (
    <>
      <Form.Item
        label="场地照片"
        name="images"
        required
        rules={[
          {
            validator: async (_rule, urls?: string[]) => {
              if (!urls || urls.length === 0) throw new Error(RESOURCE_MESSAGES.imagesRequired);
            },
          },
        ]}
        extra="第一张为封面"
      >
        <ImageUploadField bucket="venue" photoEditor addText="上传照片" />
      </Form.Item>
      <Form.Item label="案例照片" name="case_images">
        <ImageUploadField bucket="venue" photoEditor addText="上传案例" />
      </Form.Item>
      <Form.Item label="全景图" name="panorama" extra="一张 2:1 的全景照片，买家可在场地页中拖动查看">
        <ImageUploadField bucket="panorama" maxCount={1} addText="上传全景图" />
      </Form.Item>
    </>
  );
}

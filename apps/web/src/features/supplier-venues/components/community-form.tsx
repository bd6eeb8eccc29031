import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/feedback';
import { toOptions, useCities, useCommunityTypes, useDistricts } from '../api/use-venue-options';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, communityFieldOf, toCommunityBody, type CommunityBody, type CommunityFormValues } from '../model/community-form-values';
import { MapPicker } from './map-picker';

/** Shanghai's centre, where the map looks before a city is chosen. */
const FALLBACK_CENTER = { latitude: 31.2304, longitude: 121.4737 };

interface CommunityFormProps {
  open: boolean;
  /** null: a new community. */
  initial: (CommunityFormValues & { id: number }) | null;
  onClose: () => void;
  onSubmit: (body: CommunityBody) => Promise<unknown>;
}

/** The create / edit dialog of a community: name, city and district, address, map position, type. */
export function CommunityForm({ open, initial, onClose, onSubmit }: CommunityFormProps) {
  const [form] = Form.useForm<CommunityFormValues>();
  const cityId = Form.useWatch('city_id', form);
  const cities = useCities();
  const districts = useDistricts(cityId);
  const types = useCommunityTypes();
  const city = cities.data?.find((row) => row.id === cityId);
  const center = city ? { latitude: city.latitude, longitude: city.longitude } : FALLBACK_CENTER;

  useEffect(() => {
    if (open) {
      form.resetFields();
      if (initial) form.setFieldsValue(initial);
    }
  }, [open, initial, form]);

  const submit = async () => {
    let values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    try {
      await onSubmit(toCommunityBody(values));
      void toast.success('保存成功');
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      if (fields.length > 0) form.setFields(fields.map(([name, message]) => ({ name: communityFieldOf(name), errors: [message] })));
      else void toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      title={initial ? '编辑社区' : '新建社区'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      cancelText="取消"
      width={720}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 19 }} name="community">
        <Form.Item label="社区名称" name="name" rules={[{ required: true, whitespace: true, message: COMMUNITY_MESSAGES.nameRequired }]}>
          <Input maxLength={COMMUNITY_LIMITS.name} showCount placeholder="如：静安大悦城" />
        </Form.Item>
        <Form.Item label="所在城市" required style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="city_id" rules={[{ required: true, message: COMMUNITY_MESSAGES.cityRequired }]} style={{ flex: 1 }}>
              <Select
                aria-label="城市"
                placeholder="城市"
                showSearch={{ optionFilterProp: 'label' }}
                options={toOptions(cities.data)}
                loading={cities.isPending}
                onChange={() => form.setFieldsValue({ district_id: null })}
              />
            </Form.Item>
            <Form.Item name="district_id" rules={[{ required: true, message: COMMUNITY_MESSAGES.districtRequired }]} style={{ flex: 1 }}>
              <Select aria-label="区县" placeholder="区县" options={toOptions(districts.data)} disabled={!cityId} loading={Boolean(cityId) && districts.isPending} />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item label="详细地址" name="address" rules={[{ required: true, whitespace: true, message: COMMUNITY_MESSAGES.addressRequired }]}>
          <Input maxLength={COMMUNITY_LIMITS.address} placeholder="街道、门牌号" />
        </Form.Item>
        <Form.Item label="社区类型" name="community_type_id" rules={[{ required: true, message: COMMUNITY_MESSAGES.typeRequired }]}>
          <Select aria-label="社区类型" placeholder="请选择社区类型" options={toOptions(types.data)} loading={types.isPending} />
        </Form.Item>
        <Form.Item label="地图位置" name="point" rules={[{ required: true, message: COMMUNITY_MESSAGES.pointRequired }]}>
          <MapPicker center={center} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { useCurrentUser } from '@/shared/auth/session';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { toOptions, useCities, useCommunityTypes, useDistricts, useLabels, useLocationTypes, useSubwayLines, useTradingAreas } from '../api/use-venue-options';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  communityFieldOf,
  isYearOrEmpty,
  toCommunityBody,
  type CommunityBody,
  type CommunityFormValues,
} from '../model/community-form-values';
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

/**
 * The create / edit dialog of a community: name, city and district, address, map position, type; and the
 * optional trading area, subway line and station, year built, daily flow, labels, photos and description.
 * An edit sends every field back, so nothing the form does not show is lost.
 */
export function CommunityForm({ open, initial, onClose, onSubmit }: CommunityFormProps) {
  const isAgent = useCurrentUser().user?.roles.includes('agent') ?? false;
  const [form] = Form.useForm<CommunityFormValues>();
  const showFieldErrors = useServerFieldErrors(form, communityFieldOf);
  const cityId = Form.useWatch('city_id', form);
  const cities = useCities();
  const districts = useDistricts(cityId);
  const types = useCommunityTypes();
  const locationTypes = useLocationTypes();
  const tradingAreas = useTradingAreas(cityId);
  const subwayLines = useSubwayLines(cityId);
  const labels = useLabels();
  const lineId = Form.useWatch('subway_line_id', form);
  const line = subwayLines.data?.find((row) => row.id === lineId);
  const stations = line
    ? line.stations
    : [...new Map((subwayLines.data ?? []).flatMap((row) => row.stations).map((station) => [station.id, station])).values()];
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
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
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
                onChange={() => form.setFieldsValue({ district_id: null, trading_area_id: null, subway_line_id: null, subway_station_id: null })}
              />
            </Form.Item>
            <Form.Item name="district_id" rules={[{ required: true, message: COMMUNITY_MESSAGES.districtRequired }]} style={{ flex: 1 }}>
              <Select
                aria-label="区县"
                placeholder="区县"
                options={toOptions(districts.data)}
                disabled={!cityId}
                loading={Boolean(cityId) && districts.isPending}
              />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item label="详细地址" name="address" rules={[{ required: true, whitespace: true, message: COMMUNITY_MESSAGES.addressRequired }]}>
          <Input maxLength={COMMUNITY_LIMITS.address} placeholder="街道、门牌号" />
        </Form.Item>
        <Form.Item label="社区类型" name="community_type_id" rules={[{ required: true, message: COMMUNITY_MESSAGES.typeRequired }]}>
          <Select aria-label="社区类型" placeholder="请选择社区类型" options={toOptions(types.data)} loading={types.isPending} />
        </Form.Item>
        <Form.Item label="位置类型" name="location_type_id">
          <Select aria-label="位置类型" placeholder="请选择位置类型" allowClear options={toOptions(locationTypes.data)} loading={locationTypes.isPending} />
        </Form.Item>
        <Form.Item label="地图位置" name="point" rules={[{ required: true, message: COMMUNITY_MESSAGES.pointRequired }]}>
          <MapPicker center={center} />
        </Form.Item>
        <Form.Item label="所属商圈" name="trading_area_id">
          <Select
            aria-label="商圈"
            placeholder={cityId ? '请选择商圈（可不选）' : '请先选择城市'}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={toOptions(tradingAreas.data)}
            disabled={!cityId}
            loading={Boolean(cityId) && tradingAreas.isPending}
          />
        </Form.Item>
        <Form.Item label="附近地铁" style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="subway_line_id" style={{ flex: 1 }}>
              <Select
                aria-label="地铁线路"
                placeholder="线路"
                allowClear
                options={toOptions(subwayLines.data)}
                disabled={!cityId}
                loading={Boolean(cityId) && subwayLines.isPending}
                onChange={() => form.setFieldsValue({ subway_station_id: null })}
              />
            </Form.Item>
            <Form.Item name="subway_station_id" style={{ flex: 1 }}>
              <Select
                aria-label="地铁站"
                placeholder="站点"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={toOptions(stations)}
                disabled={!cityId}
              />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item label="建成年份" style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item
              name="year"
              style={{ flex: 1 }}
              rules={[
                {
                  validator: async (_rule, value?: string | null) => {
                    if (!isYearOrEmpty(value)) throw new Error(COMMUNITY_MESSAGES.yearInvalid);
                  },
                },
              ]}
            >
              <Input aria-label="建成年份" placeholder="如：2010" maxLength={4} inputMode="numeric" />
            </Form.Item>
            <Form.Item name="person_flow" style={{ flex: 1 }}>
              <InputNumber aria-label="日均人流量" placeholder="日均人流量（人次）" min={0} max={100_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item
          label="社区标签"
          name="label_ids"
          rules={[{ type: 'array', max: COMMUNITY_LIMITS.labels, message: COMMUNITY_MESSAGES.tooManyLabels(COMMUNITY_LIMITS.labels) }]}
        >
          <Select
            aria-label="社区标签"
            mode="multiple"
            placeholder="可多选，如：地铁沿线、人流密集"
            allowClear
            options={toOptions(labels.data)}
            loading={labels.isPending}
          />
        </Form.Item>
        <Form.Item label="社区照片" name="images" extra="第一张为封面">
          <ImageUploadField bucket="venue" photoEditor maxCount={COMMUNITY_LIMITS.images} addText="上传照片" />
        </Form.Item>
        {isAgent && (
          <Form.Item label="代理业主" name="agent_for" extra="代理商发布的场地显示「代理」及业主名称">
            <Input maxLength={60} placeholder="所代理的业主（商场/物业公司）名称" aria-label="代理业主" />
          </Form.Item>
        )}
        <Form.Item label="社区介绍" name="description">
          <Input.TextArea
            maxLength={COMMUNITY_LIMITS.description}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder="商场/园区的定位、客群、周边等"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

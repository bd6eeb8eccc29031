import { LIMITS, QUARTER_HOUR_TIMES } from '@vm/domain/validation';
import Cascader from 'antd/es/cascader';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { FileUploadField } from '../upload/file-upload-field';
import { ImageUploadField } from '../upload/image-upload-field';
import styles from './order-info-fields.module.css';
import { orderInfoErrors, type OrderInfoFormValues } from './order-info-values';
import { useOrderInfoOptions } from './use-order-info-options';

const TIME_OPTIONS = QUARTER_HOUR_TIMES.map((time) => ({ value: time, label: time }));

/**
 * The supplementary information fields (补充信息) inside an antd Form of {@link OrderInfoFormValues}:
 * product, approach and exit times in 15-minute steps, build flag and height, industries, purposes
 * and spread ways, design files, licence images, brand authorisations and images (the uploads
 * platform's fields). Messages come from the parent's submit check (orderInfoErrors); the build height
 * is also checked when it loses focus, as the spec asks.
 */
export function OrderInfoFields({ form }: { form: FormInstance<OrderInfoFormValues> }) {
  const options = useOrderInfoOptions();
  const hasBuild = Form.useWatch('has_build', form);

  const checkHeight = () => {
    const message = orderInfoErrors(form.getFieldsValue(true) as OrderInfoFormValues).build_height;
    form.setFields([{ name: 'build_height', errors: message ? [message] : [] }]);
  };

  const industryOptions = (options.data?.industries ?? []).map((parent) => ({
    value: parent.id,
    label: parent.name,
    children: parent.children.map((child) => ({ value: child.id, label: child.name })),
  }));

  return (
    <div className={styles.grid}>
      <Form.Item label="推广产品" name="product" required>
        <Input placeholder="请填写推广的产品或品牌" maxLength={LIMITS.product} showCount />
      </Form.Item>
      <div className={styles.times}>
        <Form.Item label="进场时间" name="approach_time" required>
          <Select placeholder="选择时间" options={TIME_OPTIONS} showSearch aria-label="进场时间" />
        </Form.Item>
        <Form.Item label="退场时间" name="exit_time" required>
          <Select placeholder="选择时间" options={TIME_OPTIONS} showSearch aria-label="退场时间" />
        </Form.Item>
      </div>
      <Form.Item label="是否搭建" name="has_build" required>
        <Radio.Group
          options={[
            { value: 1, label: '是' },
            { value: 0, label: '否' },
          ]}
          onChange={() =>
            form.setFields([
              { name: 'has_build', errors: [] },
              { name: 'build_height', errors: [] },
            ])
          }
        />
      </Form.Item>
      {hasBuild === 1 && (
        <Form.Item label="搭建高度" name="build_height" required>
          <Input placeholder="请输入搭建高度" suffix="米" maxLength={LIMITS.buildHeight} onBlur={checkHeight} className={styles.height} />
        </Form.Item>
      )}
      <Form.Item label="所属行业" name="industries">
        <Cascader options={industryOptions} multiple maxTagCount="responsive" placeholder="请选择所属行业" loading={options.isPending} />
      </Form.Item>
      <Form.Item label="推广目的" name="purposes">
        <Checkbox.Group options={(options.data?.purposes ?? []).map((option) => ({ value: option.id, label: option.name }))} />
      </Form.Item>
      <Form.Item label="推广形式" name="spread_ways">
        <Checkbox.Group options={(options.data?.spread_ways ?? []).map((option) => ({ value: option.id, label: option.name }))} />
      </Form.Item>
      <Form.Item label="设计文件 / 效果图" name="design_files">
        <FileUploadField bucket="design" buttonText="上传设计文件" />
      </Form.Item>
      <div className={styles.images}>
        <Form.Item label="证照图片" name="licence_images">
          <ImageUploadField bucket="licence" addText="上传证照" />
        </Form.Item>
        <Form.Item label="品牌授权" name="brand_authorizations">
          <ImageUploadField bucket="order" addText="上传授权书" />
        </Form.Item>
        <Form.Item label="活动图片" name="images">
          <ImageUploadField bucket="order" />
        </Form.Item>
      </div>
    </div>
  );
}

import type { ActivityCaseBody, OperatorActivityCase } from '@vm/contracts/content';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { useCities } from '@/shared/city/current-city';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { QueryTable } from '@/shared/ui/query-table';
import { useCaseMutations, useOperatorCases } from '../api/content-admin-queries';
import { RichTextEditor } from '../components/rich-text-editor';
import { useRowEditor } from '../components/row-editor';

interface Values {
  type_id?: number;
  title: string;
  brand: string;
  cover: string[];
  city_id?: number;
  summary: string;
  content: string;
  images: string[];
  held_on?: Dayjs;
  sort: number;
}

function useCaseTypes() {
  return useQuery({
    queryKey: queryKeys.activityCases.types,
    queryFn: ({ signal }) => typedApi.get('/activity_case_types', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** /admin/operator/cases: the activity cases of /theme/case — add, edit, remove. */
export function CasesAdminPage() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const cases = useOperatorCases(keyword, page);
  const types = useCaseTypes();
  const cities = useCities();
  const { save, remove } = useCaseMutations();
  const { editing, form, open, close, submit, actionsColumn, saving } = useRowEditor<OperatorActivityCase, Values, ActivityCaseBody>({
    save,
    remove,
    valuesOf: (row) =>
      row === 'new'
        ? {}
        : {
            type_id: row.type_id,
            title: row.title,
            brand: row.brand,
            cover: [row.cover_url],
            city_id: row.city_id,
            summary: row.summary,
            content: row.content,
            images: row.images,
            held_on: dayjs(row.held_on),
            sort: row.sort,
          },
    bodyOf: (values) => ({
      type_id: values.type_id!,
      title: values.title.trim(),
      brand: values.brand?.trim() ?? '',
      cover_url: values.cover[0]!,
      city_id: values.city_id!,
      summary: values.summary?.trim() ?? '',
      content: values.content ?? '',
      images: values.images ?? [],
      held_on: values.held_on!.format('YYYY-MM-DD'),
      sort: values.sort ?? 0,
    }),
    removal: { title: '删除案例', nameOf: (row) => row.title },
  });

  const columns: ColumnsType<OperatorActivityCase> = [
    {
      title: '封面',
      dataIndex: 'cover_url',
      width: 90,
      render: (url: string) => <Image src={url} width={64} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} alt="封面" />,
    },
    { title: '标题', dataIndex: 'title' },
    { title: '类型', dataIndex: 'type_name', width: 100 },
    { title: '城市', dataIndex: 'city_name', width: 80 },
    { title: '活动日期', dataIndex: 'held_on', width: 110 },
    actionsColumn,
  ];

  return (
    <OperatorFrame title="活动案例" testId="operator-cases-page">
      <Panel
        title="活动案例"
        extra={
          <Space>
            <Input.Search
              allowClear
              placeholder="案例标题"
              maxLength={30}
              style={{ width: 200 }}
              onSearch={(value) => {
                setKeyword(value.trim());
                setPage(1);
              }}
            />
            <Button type="primary" onClick={() => open('new')}>
              添加案例
            </Button>
          </Space>
        }
      >
        <QueryTable<OperatorActivityCase>
          query={cases}
          rowKey="id"
          size="middle"
          columns={columns}
          empty="暂无案例"
          page={page}
          pageSize={10}
          onPageChange={setPage}
        />
      </Panel>
      <Modal
        open={editing !== null}
        width={860}
        title={editing === 'new' ? '添加案例' : '编辑案例'}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={close}
        forceRender
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ sort: 0, cover: [], images: [], content: '', brand: '', summary: '' }}
          onFinish={(values) => void submit(values)}
        >
          <Space size={16} wrap align="start">
            <Form.Item name="type_id" label="案例类型" rules={[{ required: true, message: '请选择案例类型' }]}>
              <Select style={{ width: 150 }} options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))} />
            </Form.Item>
            <Form.Item name="city_id" label="城市" rules={[{ required: true, message: '请选择城市' }]}>
              <Select style={{ width: 120 }} options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))} />
            </Form.Item>
            <Form.Item name="held_on" label="活动日期" rules={[{ required: true, message: '请选择日期' }]}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="brand" label="品牌">
              <Input maxLength={30} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="sort" label="排序权重">
              <InputNumber min={-9999} max={9999} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入案例标题' }]}>
            <Input maxLength={60} showCount />
          </Form.Item>
          <Form.Item name="summary" label="摘要">
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
          <Form.Item name="cover" label="封面图" rules={[{ type: 'array', min: 1, message: '请上传封面图' }]}>
            <ImageUploadField bucket="content" maxCount={1} />
          </Form.Item>
          <Form.Item name="images" label="案例图片（最多9张）">
            <ImageUploadField bucket="content" maxCount={9} />
          </Form.Item>
          <Form.Item name="content" label="案例详情">
            <RichTextEditor placeholder="介绍活动的内容与效果" />
          </Form.Item>
        </Form>
      </Modal>
    </OperatorFrame>
  );
}

import type { HotWordBody, OperatorHotWord } from '@vm/contracts/content';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import { useCities } from '@/shared/city/current-city';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { useHotWordMutations, useOperatorHotWords } from '../api/content-admin-queries';
import { useRowEditor } from '../components/row-editor';

interface Values {
  name: string;
  city_id: number;
  sort: number;
}

/** /admin/operator/hot-words: the header's hot words and the search box's suggestions, per city or nationwide. */
export function HotWordsPage() {
  const words = useOperatorHotWords();
  const cities = useCities();
  const { save, remove } = useHotWordMutations();
  const { editing, form, open, close, submit, actionsColumn, saving } = useRowEditor<OperatorHotWord, Values, HotWordBody>({
    save,
    remove,
    valuesOf: (word) => (word === 'new' ? { name: '', city_id: 0, sort: 0 } : { name: word.name, city_id: word.city_id ?? 0, sort: word.sort }),
    bodyOf: (values) => ({ name: values.name.trim(), city_id: values.city_id || null, sort: values.sort ?? 0 }),
    removal: { title: '删除热词', nameOf: (word) => word.name },
  });

  const columns: ColumnsType<OperatorHotWord> = [
    { title: '热词', dataIndex: 'name' },
    { title: '城市', dataIndex: 'city_name', width: 120, render: (value: string | null) => value ?? '全国' },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    actionsColumn,
  ];

  return (
    <OperatorFrame title="热门搜索词" testId="operator-hot-words-page">
      <Panel
        title="热门搜索词"
        extra={
          <Button type="primary" onClick={() => open('new')}>
            添加热词
          </Button>
        }
      >
        <p style={{ marginTop: 0, color: 'var(--ink-3)' }}>页头搜索框下方与搜索下拉中展示：先显示所在城市的热词，再显示全国热词（排序数字小的在前）。</p>
        <QueryTable<OperatorHotWord>
          query={words}
          rowKey="id"
          size="middle"
          columns={columns}
          empty="暂无热词"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
        />
      </Panel>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '添加热词' : '编辑热词'}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={close}
        forceRender
      >
        <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="name"
            label="热词"
            rules={[
              { required: true, whitespace: true, message: '请输入热词' },
              { max: 20, message: '热词不能超过20个字' },
            ]}
          >
            <Input maxLength={20} showCount />
          </Form.Item>
          <Form.Item name="city_id" label="城市">
            <Select options={[{ value: 0, label: '全国' }, ...(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))]} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={999} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </OperatorFrame>
  );
}

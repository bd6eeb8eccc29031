import type { SearchSynonym } from '@vm/contracts/catalogue-search';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { QueryTable } from '@/shared/ui/query-table';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { useSearchSynonymMutations, useSearchSynonyms } from '../api/content-admin-queries';

interface Values {
  words: string;
}

/** The words of a group as typed: separated by spaces, commas or 、. */
export function splitSynonymWords(text: string): string[] {
  return text
    .split(/[\s,，、;；/]+/u)
    .map((word) => word.trim())
    .filter(Boolean);
}

/**
 * /admin/operator/search-synonyms: the synonym groups venue search reads (商场 / 商城 / mall → 购物中心).
 * A change is used by the next search, everywhere.
 */
export function SearchSynonymsPage() {
  const groups = useSearchSynonyms();
  const { save, remove } = useSearchSynonymMutations();
  const [editing, setEditing] = useState<SearchSynonym | 'new' | null>(null);
  const [form] = Form.useForm<Values>();

  const open = (group: SearchSynonym | 'new') => {
    setEditing(group);
    form.setFieldsValue({ words: group === 'new' ? '' : group.words.join(' ') });
  };
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({ id: editing === 'new' ? undefined : editing!.id, body: { words: splitSynonymWords(values.words) } });
      void toast.success('保存成功');
      setEditing(null);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  const removeGroup = async (group: SearchSynonym) => {
    if (!(await confirmDialog({ title: '删除同义词组', content: `确定删除「${group.words.join(' / ')}」？` }))) return;
    try {
      await remove.mutateAsync(group.id);
      void toast.success('已删除');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<SearchSynonym> = [
    {
      title: '同义词组（第一个为标准词）',
      dataIndex: 'words',
      render: (words: string[]) => (
        <Space size={[4, 4]} wrap>
          {words.map((word, index) => (
            <Tag key={word} color={index === 0 ? 'blue' : undefined}>
              {word}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(row)}>
            编辑
          </Button>
          <Button size="small" danger onClick={() => void removeGroup(row)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <OperatorFrame title="搜索同义词" testId="operator-search-synonyms-page">
      <Panel
        title="搜索同义词"
        extra={
          <Button type="primary" onClick={() => open('new')}>
            添加同义词组
          </Button>
        }
      >
        <p style={{ marginTop: 0, color: 'var(--ink-3)' }}>
          买家搜索组内任意一个词，都会找到含组内其他词的场地（如 商场 → 购物中心）。保存后下一次搜索即生效。
        </p>
        <QueryTable<SearchSynonym>
          query={groups}
          rowKey="id"
          size="middle"
          columns={columns}
          empty="暂无同义词组"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
        />
      </Panel>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '添加同义词组' : '编辑同义词组'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="words"
            label="同义词（用空格或逗号分隔，第一个为标准词）"
            rules={[
              { required: true, whitespace: true, message: '请输入同义词' },
              {
                validator: (_, value: string | undefined) =>
                  splitSynonymWords(value ?? '').length >= 2 ? Promise.resolve() : Promise.reject(new Error('同义词组至少需要两个词')),
              },
            ]}
          >
            <Input placeholder="购物中心 商场 商城 mall" maxLength={400} />
          </Form.Item>
        </Form>
      </Modal>
    </OperatorFrame>
  );
}

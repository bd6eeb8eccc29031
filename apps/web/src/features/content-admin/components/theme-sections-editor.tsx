import type { ThemeSection } from '@vm/contracts/content';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useEffect } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { useContentBlock, useSaveContentBlock } from '../api/content-admin-queries';

interface Row {
  id: string;
  title: string;
  text: string;
  /** The venue-list filter as a query string: `order_by=person_flow&order=desc`. */
  query: string;
}

const toRow = (section: ThemeSection): Row => ({
  ...section,
  query: new URLSearchParams(Object.entries(section.query).map(([key, value]) => [key, String(value)])).toString(),
});
const fromRow = (row: Row): ThemeSection => ({
  id: row.id.trim(),
  title: row.title.trim(),
  text: (row.text ?? '').trim(),
  query: Object.fromEntries(new URLSearchParams(row.query ?? '')),
});

/** The sections of /theme/index: each is a titled venue search (filters as on /fieldslist). */
export function ThemeSectionsEditor() {
  const block = useContentBlock('theme_sections');
  const save = useSaveContentBlock('theme_sections');
  const [form] = Form.useForm<{ sections: Row[] }>();
  useEffect(() => {
    if (block.data) form.setFieldsValue({ sections: block.data.map(toRow) });
  }, [block.data, form]);
  if (block.isError) return <LoadError error={block.error} onRetry={() => void block.refetch()} />;
  if (!block.data) return <RowsSkeleton rows={6} />;
  const submit = async (values: { sections: Row[] }) => {
    try {
      await save.mutateAsync(values.sections.map(fromRow));
      void toast.success('保存成功');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <Form form={form} onFinish={(values) => void submit(values)}>
      <p style={{ color: 'var(--ink-3)', marginTop: 0 }}>
        筛选条件与场地列表页的参数相同，例如 order_by=person_flow&amp;order=desc、indoor=1、has_panorama=1、price_tier=1、is_proprietary=1。
      </p>
      <Form.List name="sections">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }}>
                <Form.Item name={[field.name, 'id']} rules={[{ required: true, message: '请输入锚点' }]}>
                  <Input placeholder="锚点 theme-xxx" style={{ width: 140 }} maxLength={30} />
                </Form.Item>
                <Form.Item name={[field.name, 'title']} rules={[{ required: true, whitespace: true, message: '请输入专题标题' }]}>
                  <Input placeholder="专题标题" style={{ width: 120 }} maxLength={10} />
                </Form.Item>
                <Form.Item name={[field.name, 'text']}>
                  <Input placeholder="说明" style={{ width: 240 }} maxLength={40} />
                </Form.Item>
                <Form.Item name={[field.name, 'query']}>
                  <Input placeholder="筛选条件" style={{ width: 220 }} maxLength={200} />
                </Form.Item>
                <Button disabled={index === 0} onClick={() => move(index, index - 1)} aria-label="上移">
                  ↑
                </Button>
                <Button disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label="下移">
                  ↓
                </Button>
                <Button danger onClick={() => remove(field.name)}>
                  删除
                </Button>
              </Space>
            ))}
            <Space>
              <Button onClick={() => add({ id: `theme-${Date.now().toString(36).slice(-5)}`, title: '', text: '', query: '' })} disabled={fields.length >= 12}>
                添加专题
              </Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存专题
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}

import type { HomeInfo } from '@vm/contracts/content';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { useEffect } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { useContentBlock, useSaveContentBlock } from '../api/content-admin-queries';

const TYPES = [
  { key: '1', label: '场地供应商' },
  { key: '2', label: '代理商' },
  { key: '3', label: '服务商' },
] as const;

/** The home info page (/home/info?type=): what each partner type gets, and the joining steps. */
export function HomeInfoEditor() {
  const block = useContentBlock('home_info');
  const save = useSaveContentBlock('home_info');
  const [form] = Form.useForm<HomeInfo>();
  useEffect(() => {
    if (block.data) form.setFieldsValue(block.data);
  }, [block.data, form]);
  const submit = async (values: HomeInfo) => {
    try {
      await save.mutateAsync(values);
      void toast.success('保存成功');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <QueryState query={block} loading={<RowsSkeleton rows={6} />}>
      {() => (
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 820 }}>
          <Tabs
            items={TYPES.map((type) => ({
              key: type.key,
              label: type.label,
              forceRender: true,
              children: (
                <>
                  <Form.Item name={['intros', type.key, 'heading']} label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
                    <Input maxLength={20} />
                  </Form.Item>
                  <Form.Item name={['intros', type.key, 'summary']} label="简介" rules={[{ required: true, whitespace: true, message: '请输入简介' }]}>
                    <Input.TextArea rows={2} maxLength={200} showCount />
                  </Form.Item>
                  <Form.List name={['intros', type.key, 'points']}>
                    {(fields, { add, remove }) => (
                      <>
                        {fields.map((field) => (
                          <Space key={field.key} align="start" style={{ display: 'flex' }}>
                            <Form.Item name={[field.name, 'title']} rules={[{ required: true, whitespace: true, message: '请输入要点标题' }]}>
                              <Input placeholder="要点" maxLength={12} style={{ width: 160 }} />
                            </Form.Item>
                            <Form.Item name={[field.name, 'text']} rules={[{ required: true, whitespace: true, message: '请输入要点说明' }]}>
                              <Input placeholder="说明" maxLength={60} style={{ width: 460 }} />
                            </Form.Item>
                            <Button danger onClick={() => remove(field.name)} disabled={fields.length <= 1}>
                              删除
                            </Button>
                          </Space>
                        ))}
                        <Button onClick={() => add({ title: '', text: '' })} disabled={fields.length >= 6} style={{ marginBottom: 16 }}>
                          添加要点
                        </Button>
                      </>
                    )}
                  </Form.List>
                </>
              ),
            }))}
          />
          <Form.List name="steps">
            {(fields, { add, remove }) => (
              <Form.Item label="入驻流程">
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" style={{ display: 'flex' }}>
                    <span style={{ lineHeight: '32px' }}>{index + 1}.</span>
                    <Form.Item name={field.name} rules={[{ required: true, whitespace: true, message: '请输入流程步骤' }]}>
                      <Input maxLength={20} style={{ width: 300 }} />
                    </Form.Item>
                    <Button danger onClick={() => remove(field.name)} disabled={fields.length <= 1}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add('')} disabled={fields.length >= 6}>
                  添加步骤
                </Button>
              </Form.Item>
            )}
          </Form.List>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存入驻介绍
          </Button>
        </Form>
      )}
    </QueryState>
  );
}

import { act, cleanup, render, screen } from '@testing-library/react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { serverFieldEntries, useServerFieldErrors, type ServerFieldMap } from './use-server-field-errors';

interface Values {
  name?: string;
  cover?: string;
}

let show: (error: unknown) => boolean = () => false;

function Harness({ fields }: { fields?: ServerFieldMap<keyof Values & string> }) {
  const [form] = Form.useForm<Values>();
  show = useServerFieldErrors(form, fields);
  return (
    <Form form={form}>
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
      <Form.Item name="cover" label="封面">
        <Input />
      </Form.Item>
    </Form>
  );
}

const invalid = (fieldErrors: Record<string, string>) => new ApiError(422, '参数错误', { fieldErrors });

describe('useServerFieldErrors', () => {
  afterEach(cleanup);

  it('shows each 422 field error under the form field of the same name and says it did', async () => {
    render(<Harness />);
    let shown = false;
    await act(async () => {
      shown = show(invalid({ name: '名称不能为空' }));
    });
    expect(shown).toBe(true);
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
  });

  it('puts a server field under the form field the map names', async () => {
    render(<Harness fields={{ cover_url: 'cover' }} />);
    await act(async () => {
      show(invalid({ cover_url: '请上传封面' }));
    });
    expect(await screen.findByText('请上传封面')).toBeTruthy();
  });

  it('shows nothing and answers false for fields the form lacks, other errors and non-API failures', async () => {
    render(<Harness fields={['name']} />);
    let answers: boolean[] = [];
    await act(async () => {
      answers = [show(invalid({ cover: '请上传封面' })), show(new ApiError(409, '已存在')), show(new Error('boom'))];
    });
    expect(answers).toEqual([false, false, false]);
    expect(screen.queryByText('请上传封面')).toBeNull();
  });
});

describe('serverFieldEntries', () => {
  it('keeps only the listed fields, in the setFields shape', () => {
    expect(serverFieldEntries(invalid({ name: 'a', mobile: 'b' }), ['name'])).toEqual([{ name: 'name', errors: ['a'] }]);
    expect(serverFieldEntries(invalid({ cover_url: 'c' }), { cover_url: 'cover' })).toEqual([{ name: 'cover', errors: ['c'] }]);
    expect(serverFieldEntries(invalid({ cover_url: 'c', name: 'n' }), (name) => (name === 'cover_url' ? 'cover' : undefined))).toEqual([
      { name: 'cover', errors: ['c'] },
    ]);
    expect(serverFieldEntries('not an error')).toEqual([]);
  });

  it('puts a nested server field under the path a function answers', () => {
    const pathOf = (name: string) => name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    expect(serverFieldEntries(invalid({ 'booths.0.price': '请输入价格' }), pathOf)).toEqual([{ name: ['booths', 0, 'price'], errors: ['请输入价格'] }]);
  });
});

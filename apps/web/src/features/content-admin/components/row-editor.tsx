import Button from 'antd/es/button';
import Form, { type FormInstance } from 'antd/es/form';
import Space from 'antd/es/space';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';

interface SaveMutation<Body> {
  mutateAsync: (variables: { id?: number; body: Body }) => Promise<unknown>;
  isPending: boolean;
}

interface RemoveMutation {
  mutateAsync: (id: number) => Promise<unknown>;
}

interface RowEditorOptions<Row extends { id: number }, Values, Body> {
  save: SaveMutation<Body>;
  remove: RemoveMutation;
  /** The form's values for a row being edited, or for a new one. */
  valuesOf: (row: Row | 'new') => Partial<Values>;
  bodyOf: (values: Values) => Body;
  /** The confirmation before a removal: its title, and how the row is named in 确定删除「…」？ */
  removal: { title: string; nameOf: (row: Row) => string };
}

/**
 * The add / edit dialog and the removal of one row of an operator's content list (hot words, search
 * synonyms, cases): which row the dialog edits, its form, 保存成功 / 已删除 or the server's message.
 */
export function useRowEditor<Row extends { id: number }, Values, Body>({ save, remove, valuesOf, bodyOf, removal }: RowEditorOptions<Row, Values, Body>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [form] = Form.useForm<Values>();

  const open = (row: Row | 'new') => {
    setEditing(row);
    form.resetFields();
    form.setFieldsValue(valuesOf(row) as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
  };
  const close = () => setEditing(null);
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({ id: editing === 'new' || editing === null ? undefined : editing.id, body: bodyOf(values) });
      void toast.success('保存成功');
      setEditing(null);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  const removeRow = async (row: Row) => {
    if (!(await confirmDialog({ title: removal.title, content: `确定删除「${removal.nameOf(row)}」？`, okButtonProps: { danger: true } }))) return;
    try {
      await remove.mutateAsync(row.id);
      void toast.success('已删除');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  /** The 操作 column: 编辑 opens the dialog on the row, 删除 asks first. */
  const actionsColumn: ColumnType<Row> = {
    title: '操作',
    key: 'actions',
    width: 130,
    render: (_: unknown, row) => (
      <Space size={4}>
        <Button size="small" onClick={() => open(row)}>
          编辑
        </Button>
        <Button size="small" danger onClick={() => void removeRow(row)}>
          删除
        </Button>
      </Space>
    ),
  };

  return { editing, form, open, close, submit, actionsColumn, saving: save.isPending };
}

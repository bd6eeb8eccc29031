import type { ManagedOptions } from '@vm/contracts/supplier-communities';
import type { ManagedResource } from '@vm/contracts/supplier-resources';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { noticeDialog, toast } from '@/shared/ui/feedback';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useManagedOptions, useManagedResource, useSaveResource } from '../api/use-managed-resources';
import { BoothEditor } from '../components/booth-editor';
import { AttributeFields, PhotoFields, ResourceBasicFields } from '../components/resource-fields';
import { newResource, resourceToValues, toResourceBody, type ResourceFormValues } from '../model/resource-form-values';
import { formPathOf } from '../model/server-errors';
import styles from './supplier-pages.module.css';

function attributeLookup(options: ManagedOptions | undefined) {
  const byOption = new Map<number, number>();
  for (const type of options?.field_types ?? []) {
    for (const attribute of type.attributes) for (const option of attribute.options) byOption.set(option.id, attribute.id);
  }
  return (optionId: number) => byOption.get(optionId);
}

export const RESOURCES_PATH = '/admin/supplier/resources';

function ResourceForm({ id, resource, options }: { id: number | null; resource: ManagedResource | null; options: ManagedOptions | undefined }) {
  const [form] = Form.useForm<ResourceFormValues>();
  const showFieldErrors = useServerFieldErrors(form, formPathOf);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const save = useSaveResource();
  const communityParam = Number(params.get('community_id')) || undefined;
  const initial = useMemo(
    () => (resource ? resourceToValues(resource, attributeLookup(options)) : newResource(communityParam)),
    [resource, options, communityParam],
  );
  // The form starts from `initial` once (initialValues); a later refetch must not wipe what is being typed.

  const submit = async () => {
    let values: ResourceFormValues;
    try {
      values = await form.validateFields();
    } catch {
      void toast.error('请检查标红的内容');
      return;
    }
    try {
      await save.mutateAsync({ id, body: toResourceBody(values) });
      void toast.success('保存成功');
      void navigate(RESOURCES_PATH);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      if (error instanceof ApiError && error.status === 409) {
        // A change that would break a live order: the server names the date or the order, and may
        // point at the field (a booth's closed dates or count), which is marked with the same words.
        form.setFields(fields.map(([name]) => ({ name: formPathOf(name) as never, errors: [error.message] })));
        await noticeDialog('warning', { title: '无法保存', content: error.message });
      } else if (showFieldErrors(error)) {
        void toast.error(fields[0]?.[1] ?? errorMessage(error));
      } else {
        void toast.error(errorMessage(error));
      }
    }
  };

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} initialValues={initial} name="resource" scrollToFirstError onFinish={() => void submit()}>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>基本信息</h2>
        <ResourceBasicFields options={options} />
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>场地属性</h2>
        <AttributeFields options={options} />
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>照片</h2>
        <PhotoFields />
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>摊位与价格</h2>
        <BoothEditor />
      </section>
      <div className={styles.footer}>
        <Button onClick={() => void navigate(RESOURCES_PATH)}>取消</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-resource">
          保存
        </Button>
      </div>
    </Form>
  );
}

function EditBody({ id }: { id: number | null }) {
  const resource = useManagedResource(id);
  const options = useManagedOptions();
  const skeleton = <RowsSkeleton rows={3} />;
  const form = (current: ManagedResource | null) => (
    <QueryState query={options} loading={skeleton}>
      {(choices) => <ResourceForm key={id ?? 'new'} id={id} resource={current} options={choices} />}
    </QueryState>
  );
  // A new venue has no record to load, only the form's choices.
  if (id === null) return form(null);
  return (
    <QueryState query={resource} loading={skeleton}>
      {(current) => form(current)}
    </QueryState>
  );
}

/** /admin/supplier/resources/new and /admin/supplier/resources/{id}/edit: a venue with its booths. */
export function SupplierResourceEditPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const valid = id === null || (Number.isSafeInteger(id) && id > 0);
  const title = id === null ? '新增场地' : '编辑场地';
  usePageTitle(title);
  return (
    <AdminFrame title={title} crumbs={[{ label: '场地管理', to: RESOURCES_PATH }]} testId="supplier-resource-edit-page">
      <SupplierGate what="管理场地">{valid ? <EditBody id={id} /> : <LoadError error={new ApiError(404, '场地不存在')} />}</SupplierGate>
    </AdminFrame>
  );
}

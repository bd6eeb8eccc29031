import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useEffect } from 'react';
import { errorMessage } from '../api/api-error';
import { useServerFieldErrors } from '../forms/use-server-field-errors';
import { OrderInfoFields } from './order-info-fields';
import { clearedFields, fromOrderInfo, infoFieldStates, orderInfoErrors, toOrderInfoFields, type OrderInfoFormValues } from './order-info-values';
import { toast } from '../ui/feedback';
import { LoadError, RowsSkeleton } from '../ui/load-state';
import { useOrderInfo, useSaveOrderInfo } from './use-order-info';

const INFO_NAMES = new Set(['product', 'approach_time', 'exit_time', 'has_build', 'build_height', 'licence_images', 'industries', 'purposes', 'spread_ways']);

/**
 * The provide-info form (补充信息) of one order: opens with what was saved (GET additional_info),
 * checks with the checkout's rules and saves with POST additional_info (保存成功).
 * Used by the order pages here and by the order success page.
 */
export function ProvideInfoForm({ orderId, onSaved }: { orderId: number; onSaved?: () => void }) {
  const [form] = Form.useForm<OrderInfoFormValues>();
  const showFieldErrors = useServerFieldErrors(form, (name) => (INFO_NAMES.has(name) ? (name as keyof OrderInfoFormValues) : undefined));
  const info = useOrderInfo(orderId);
  const save = useSaveOrderInfo();

  useEffect(() => {
    if (info.data) form.setFieldsValue(fromOrderInfo(info.data));
  }, [info.data, form]);

  const submit = async () => {
    const values = form.getFieldsValue(true) as OrderInfoFormValues;
    const errors = orderInfoErrors(values);
    form.setFields(infoFieldStates(errors));
    const first = Object.values(errors)[0];
    if (first) {
      void toast.error(first);
      return;
    }
    try {
      await save.mutateAsync({ ...toOrderInfoFields(values), order_id: orderId, type: 1 });
      void toast.success('保存成功');
      onSaved?.();
    } catch (error) {
      showFieldErrors(error);
      void toast.error(errorMessage(error));
    }
  };

  if (info.isPending) return <RowsSkeleton rows={1} />;
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <Form
      form={form}
      layout="vertical"
      onValuesChange={(changed: OrderInfoFormValues) => form.setFields(clearedFields(changed))}
      data-testid="provide-info-form"
    >
      <OrderInfoFields form={form} />
      <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
        保存补充信息
      </Button>
    </Form>
  );
}

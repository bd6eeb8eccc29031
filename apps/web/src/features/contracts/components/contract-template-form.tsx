import type { ContractTemplate } from '@vm/contracts/lease-contracts';
import { contractTemplateProblems, type ContractTemplateText } from '@vm/domain/contracts';
import { formatShanghaiTime } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { useSaveContractTemplate } from '../api/contract-queries';

/**
 * The operator's contract template: title, clauses with {{占位符}} and the platform's terms. Checked by
 * the domain's rule before it is sent; contracts someone has signed keep their text.
 */
export function ContractTemplateForm({ template }: { template: ContractTemplate }) {
  const save = useSaveContractTemplate();
  const [values, setValues] = useState<ContractTemplateText>({ title: template.title, body: template.body, terms: template.terms });
  const [problems, setProblems] = useState<Partial<Record<keyof ContractTemplateText, string>>>({});
  const change = (field: keyof ContractTemplateText) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const found = contractTemplateProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(values);
      void toast.success('合同模板已保存，未签署的合同将按新模板生成');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <Form layout="vertical" data-testid="contract-template-form" onFinish={() => void submit()}>
      <p style={{ color: 'var(--ink-3, #86909c)' }}>
        {template.id === 0 ? '当前使用平台默认模板。' : `最近修改：${formatShanghaiTime(template.updated_at)}。`}
        修改后，尚无人签署的合同将按新模板重新生成；已有一方签署的合同内容不再变化。
      </p>
      <Form.Item label="合同标题" validateStatus={problems.title ? 'error' : undefined} help={problems.title}>
        <Input value={values.title} onChange={change('title')} maxLength={40} />
      </Form.Item>
      <Form.Item label="合同正文（每行一段）" validateStatus={problems.body ? 'error' : undefined} help={problems.body}>
        <Input.TextArea value={values.body} onChange={change('body')} autoSize={{ minRows: 10, maxRows: 24 }} />
      </Form.Item>
      <Form.Item label="平台条款（填入正文的{{平台条款}}处）" validateStatus={problems.terms ? 'error' : undefined} help={problems.terms}>
        <Input.TextArea value={values.terms} onChange={change('terms')} autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
      <div style={{ marginBottom: 16 }}>
        <div style={{ marginBottom: 6 }}>可用占位符：</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {template.placeholders.map((placeholder) => (
            <Tag key={placeholder.name} title={placeholder.meaning}>
              {`{{${placeholder.name}}}`} {placeholder.meaning}
            </Tag>
          ))}
        </div>
      </div>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存模板
      </Button>
    </Form>
  );
}

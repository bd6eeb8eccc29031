import type { ArticleBody } from '@vm/contracts/content';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Alert from 'antd/es/alert';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { useEffect, useState } from 'react';
import { clearArticleDraft, keepArticleDraft, readArticleDraft, type ArticleDraft } from '../components/article-draft';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { paths } from '@/shared/paths';
import { useAllArticleTypes, useArticleMutations, useOperatorArticle } from '../api/content-admin-queries';
import { RichTextEditor } from '../components/rich-text-editor';

interface Values {
  article_type_id?: number;
  title: string;
  summary: string;
  cover: string[];
  content: string;
  status: 'published' | 'draft';
  sort: number;
}

/** /admin/operator/articles/new and …/{id}/edit: the article form with the rich-text editor. */
export function ArticleEditPage() {
  const id = Number(useParams().id) || undefined;
  const navigate = useNavigate();
  const types = useAllArticleTypes();
  const article = useOperatorArticle(id);
  const { save } = useArticleMutations();
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, (name) => (name === 'cover_url' ? 'cover' : (name as keyof Values)));
  // A new article starts from the draft this browser kept, if any.
  const [draft, setDraft] = useState<ArticleDraft | null>(() => (id ? null : readArticleDraft()));

  useEffect(() => {
    if (!article.data) return;
    const data = article.data;
    form.setFieldsValue({
      article_type_id: data.article_type_id,
      title: data.title,
      summary: data.summary,
      cover: data.cover_url ? [data.cover_url] : [],
      content: data.content,
      status: data.status,
      sort: data.sort,
    });
  }, [article.data, form]);

  const submit = async (values: Values) => {
    const body: ArticleBody = {
      article_type_id: values.article_type_id!,
      title: values.title.trim(),
      content: values.content,
      summary: values.summary?.trim() || undefined,
      cover_url: values.cover?.[0] ?? null,
      status: values.status,
      sort: values.sort ?? 0,
    };
    try {
      const saved = await save.mutateAsync({ id, body });
      if (!id) clearArticleDraft();
      void toast.success(saved.status === 'published' ? '发布成功' : '已保存为草稿');
      void navigate(paths.operatorArticles());
    } catch (error) {
      showFieldErrors(error);
      void toast.error(errorMessage(error));
    }
  };

  const title = id ? '编辑文章' : '发布文章';
  const editor = (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ status: 'published', sort: 0, cover: [], content: '', summary: '', ...(draft ? withoutTime(draft) : {}) }}
      onValuesChange={(_, values) => {
        if (!id) keepArticleDraft(values);
      }}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 900 }}
    >
      {draft && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="article-draft-notice"
          title={`已恢复本机保存的未发布草稿（${formatShanghaiTime(draft.saved_at).slice(0, 16)}）`}
          action={
            <Button
              size="small"
              onClick={() => {
                clearArticleDraft();
                setDraft(null);
                form.resetFields();
                form.setFieldsValue({ status: 'published', sort: 0, cover: [], content: '', summary: '', title: '', article_type_id: undefined });
              }}
            >
              丢弃草稿
            </Button>
          }
        />
      )}
      <Space size={16} align="start" wrap>
        <Form.Item name="article_type_id" label="分类" rules={[{ required: true, message: '请选择文章分类' }]}>
          <Select style={{ width: 180 }} placeholder="请选择分类" options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { value: 'published', label: '立即发布' },
              { value: 'draft', label: '存为草稿' },
            ]}
          />
        </Form.Item>
        <Form.Item name="sort" label="置顶权重" tooltip="越大越靠前，默认0">
          <InputNumber min={-9999} max={9999} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item
        name="title"
        label="标题"
        rules={[
          { required: true, whitespace: true, message: '请输入标题' },
          { max: 60, message: '标题不能超过60个字' },
        ]}
      >
        <Input maxLength={60} showCount placeholder="请输入标题" />
      </Form.Item>
      <Form.Item name="summary" label="摘要" extra="选填；不填时取正文开头的文字">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="cover" label="封面图（选填）">
        <ImageUploadField bucket="content" maxCount={1} />
      </Form.Item>
      <Form.Item
        name="content"
        label="正文"
        rules={[
          {
            validator: (_, value: string) =>
              value && value.replace(/<[^>]*>/g, '').trim() !== ''
                ? Promise.resolve()
                : /<img/.test(value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error('请输入正文')),
          },
        ]}
      >
        <RichTextEditor />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        <Button onClick={() => void navigate(paths.operatorArticles())}>返回列表</Button>
      </Space>
    </Form>
  );
  // A new article has no record to load; an existing one draws its form once loaded (the effect fills it).
  if (!id) {
    return (
      <OperatorFrame title={title} testId="article-edit-page">
        <Panel title={title}>{editor}</Panel>
      </OperatorFrame>
    );
  }
  return (
    <OperatorFrame title={title} testId={article.isError ? undefined : 'article-edit-page'}>
      <QueryState
        query={article}
        loading={
          <Panel title={title}>
            <RowsSkeleton rows={8} />
          </Panel>
        }
      >
        {() => <Panel title={title}>{editor}</Panel>}
      </QueryState>
    </OperatorFrame>
  );
}

function withoutTime(draft: ArticleDraft): Partial<Values> {
  const { saved_at: _savedAt, ...values } = draft;
  return values;
}

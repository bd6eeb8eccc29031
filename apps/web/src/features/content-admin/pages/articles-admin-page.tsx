import type { OperatorArticle } from '@vm/contracts/content';
import { formatShanghaiTime } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { paths } from '@/shared/paths';
import { QueryTable } from '@/shared/ui/query-table';
import { ARTICLES_PAGE_SIZE, useAllArticleTypes, useArticleMutations, useOperatorArticles, type ArticleFilter } from '../api/content-admin-queries';

/** /admin/operator/articles: help items, positions, news and company pages; filter, edit, publish, remove. */
export function ArticlesAdminPage() {
  const navigate = useNavigate();
  const types = useAllArticleTypes();
  const [filter, setFilter] = useState<ArticleFilter>({ page: 1 });
  const articles = useOperatorArticles(filter);
  const { remove } = useArticleMutations();

  const removeArticle = async (row: OperatorArticle) => {
    if (!(await confirmDialog({ title: '删除文章', content: `确定删除《${row.title}》？删除后前台不再显示。`, okButtonProps: { danger: true } }))) return;
    try {
      await remove.mutateAsync(row.id);
      void toast.success('已删除');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<OperatorArticle> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (value: string, row) =>
        row.status === 'published' ? (
          <Link to={paths.article(row.id)} target="_blank">
            {value}
          </Link>
        ) : (
          value
        ),
    },
    { title: '分类', dataIndex: 'article_type_name', width: 110 },
    { title: '状态', dataIndex: 'status', width: 80, render: (value: string) => (value === 'published' ? <Tag color="success">已发布</Tag> : <Tag>草稿</Tag>) },
    { title: '置顶权重', dataIndex: 'sort', width: 90, align: 'right' },
    { title: '发布时间', dataIndex: 'published_at', width: 140, render: (value: string | null) => formatShanghaiTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button size="small" onClick={() => void navigate(paths.operatorArticleEdit(row.id))}>
            编辑
          </Button>
          <Button size="small" danger onClick={() => void removeArticle(row)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <OperatorFrame title="文章管理" testId="operator-articles-page">
      <Panel
        title="文章管理"
        extra={
          <Button type="primary" onClick={() => void navigate(paths.operatorArticleEdit())}>
            发布文章
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <Select<number>
            style={{ width: 140 }}
            aria-label="文章分类"
            value={filter.article_type_id ?? 0}
            options={[{ value: 0, label: '全部分类' }, ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))]}
            onChange={(value) => setFilter((current) => ({ ...current, article_type_id: value || undefined, page: 1 }))}
          />
          <Select<string>
            style={{ width: 110 }}
            aria-label="状态"
            value={filter.status ?? ''}
            options={[
              { value: '', label: '全部状态' },
              { value: 'published', label: '已发布' },
              { value: 'draft', label: '草稿' },
            ]}
            onChange={(value) => setFilter((current) => ({ ...current, status: (value || undefined) as ArticleFilter['status'], page: 1 }))}
          />
          <Input.Search
            allowClear
            placeholder="标题关键词"
            maxLength={30}
            style={{ width: 220 }}
            onSearch={(value) => setFilter((current) => ({ ...current, keyword: value.trim() || undefined, page: 1 }))}
            enterButton="搜索"
          />
        </Space>
        <QueryTable<OperatorArticle>
          query={articles}
          rowKey="id"
          size="middle"
          columns={columns}
          empty="暂无文章"
          page={filter.page}
          pageSize={ARTICLES_PAGE_SIZE}
          onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
        />
      </Panel>
    </OperatorFrame>
  );
}

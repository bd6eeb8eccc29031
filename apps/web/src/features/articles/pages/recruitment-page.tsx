import { RECRUITMENT_TYPE_ID } from '@vm/contracts/content';
import { PageBanner, PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ArticleAccordion } from '../components/article-accordion';

/** /recruitment/index: open positions as an accordion (docs/spec/product-spec.md section 2). */
export function RecruitmentPage() {
  usePageTitle('加入我们');
  return (
    <PageFrame crumbs={[{ label: '加入我们' }]} testId="recruitment-page">
      <PageBanner title="加入我们" text="和我们一起，让每一场线下推广都找到合适的场地。简历请发送至 hr@changditong.cn，邮件标题注明应聘职位。" />
      <Panel title="招聘职位">
        <ArticleAccordion articleTypeId={RECRUITMENT_TYPE_ID} emptyText="暂无招聘职位" testId="position-accordion" />
      </Panel>
    </PageFrame>
  );
}

import Tabs from 'antd/es/tabs';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { HomeInfoEditor } from '../components/home-info-editor';
import { HomeModulesEditor } from '../components/home-modules-editor';
import { ThemeSectionsEditor } from '../components/theme-sections-editor';

/** /admin/operator/page-content: the theme page's sections, the home page's modules and the home info page's text. */
export function PageContentPage() {
  return (
    <OperatorFrame title="专题与首页" testId="operator-page-content-page">
      <Panel title="页面内容">
        <Tabs
          items={[
            { key: 'themes', label: '场地专题', children: <ThemeSectionsEditor /> },
            { key: 'modules', label: '首页模块', children: <HomeModulesEditor /> },
            { key: 'home-info', label: '入驻介绍', children: <HomeInfoEditor /> },
          ]}
        />
      </Panel>
    </OperatorFrame>
  );
}

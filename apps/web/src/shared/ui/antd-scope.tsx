import ConfigProvider, { type ConfigProviderProps } from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { theme } from './theme';

// antd's date pickers format with dayjs: in Chinese (周一, 十一月).
dayjs.locale('zh-cn');

// zeroRuntime: antd computes no style in the browser; its stylesheet is drawn at build time with the same
// theme (build-plugins/antd-static-style.ts, imported by main.tsx).
const antdConfig: ConfigProviderProps = { locale: zhCN, theme: { ...theme, zeroRuntime: true }, button: { autoInsertSpace: false } };

// Toasts and dialogs (shared/ui/feedback) render outside the tree; they get the same locale and theme.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider {...antdConfig}>{children}</ConfigProvider> });

/**
 * antd in Chinese with the brand theme, around whatever uses antd's components. Not at the root of the
 * app: the pages a visitor lands on (home, venue list, venue page) and the site header use none, and
 * antd's provider alone is about 60 KB gzip of their first download (issue 37, decision 0058). Every
 * other page is inside one (app/layout/antd-outlet.tsx); what a landing page opens on intent (a dialog,
 * the calendar) brings its own (`lazyWithAntd`, antd-lazy.tsx).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return <ConfigProvider {...antdConfig}>{children}</ConfigProvider>;
}

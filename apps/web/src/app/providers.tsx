import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider, { type ConfigProviderProps } from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { theme } from './theme';

dayjs.locale('zh-cn');

// zeroRuntime: antd computes no style in the browser; its stylesheet is drawn at build time with the same
// theme (apps/web/antd-static-style.ts, imported by main.tsx).
const antdConfig: ConfigProviderProps = { locale: zhCN, theme: { ...theme, zeroRuntime: true }, button: { autoInsertSpace: false } };

// Toasts and dialogs (shared/ui/feedback) render outside this tree; they get the same locale and theme.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider {...antdConfig}>{children}</ConfigProvider> });

/** Everything every page relies on: antd in Chinese with the brand theme, dayjs zh-cn, the query cache. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider {...antdConfig}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}

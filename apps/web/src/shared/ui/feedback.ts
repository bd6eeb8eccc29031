import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd/es/modal';
import type { ReactNode } from 'react';
import { loadAntdScope } from './antd-lazy';

type ToastLevel = 'success' | 'error' | 'info' | 'warning';

/**
 * Toasts and dialogs for any page, in the app's theme and locale (set by antd-scope.tsx through
 * ConfigProvider.config, loaded first: a landing page has no antd provider, decision 0058). antd's message and Modal are loaded on first use rather than with every
 * page: antd's <App> wrapper would put modal, notification and message (about 40 KB gzip with the
 * form machinery they drag in) into the first download of every route.
 */
let messageReady: Promise<Pick<MessageInstance, ToastLevel>> | undefined;

function loadMessage() {
  messageReady ??= Promise.all([import('antd/es/message'), loadAntdScope()]).then(([{ default: message }]) => {
    message.config({ top: 72, maxCount: 3 });
    return message;
  });
  return messageReady;
}

async function show(level: ToastLevel, content: ReactNode, seconds?: number): Promise<void> {
  const message = await loadMessage();
  await message[level](content, seconds);
}

/** Short notices at the top of the page: `toast.success('保存成功')`. Durations in seconds (default 3). */
export const toast = {
  success: (content: ReactNode, seconds?: number) => show('success', content, seconds),
  error: (content: ReactNode, seconds?: number) => show('error', content, seconds),
  info: (content: ReactNode, seconds?: number) => show('info', content, seconds),
  warning: (content: ReactNode, seconds?: number) => show('warning', content, seconds),
};

/** A confirmation dialog; resolves true on 确定, false on 取消. */
export async function confirmDialog(props: Omit<ModalFuncProps, 'onOk' | 'onCancel'>): Promise<boolean> {
  const [{ default: Modal }] = await Promise.all([import('antd/es/modal'), loadAntdScope()]);
  return new Promise((resolve) => {
    Modal.confirm({ okText: '确定', cancelText: '取消', ...props, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

/** A dialog with only an OK button (e.g. a failure the person must read). */
export async function noticeDialog(kind: 'info' | 'success' | 'error' | 'warning', props: Omit<ModalFuncProps, 'onOk' | 'onCancel'>): Promise<void> {
  const [{ default: Modal }] = await Promise.all([import('antd/es/modal'), loadAntdScope()]);
  return new Promise((resolve) => {
    Modal[kind]({ okText: '知道了', ...props, onOk: () => resolve() });
  });
}

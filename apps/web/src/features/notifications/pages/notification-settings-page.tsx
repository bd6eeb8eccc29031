import type { NotificationSettings } from '@vm/contracts/notifications';
import Switch from 'antd/es/switch';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { errorMessage } from '@/shared/api/api-error';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-queries';
import styles from './notifications.module.css';

const CHANNELS: { key: keyof NotificationSettings; label: string; hint: React.ReactNode }[] = [
  { key: 'sms', label: '短信通知', hint: '订单审核结果、待支付订单即将取消等提醒，发送到您的登录手机号。' },
  {
    key: 'email',
    label: '邮件通知',
    hint: (
      <>
        发送到您在<Link to={paths.profile()}>个人资料</Link>中保存的邮箱；未保存邮箱时不会发送。
      </>
    ),
  },
];

/**
 * /admin/profile/notifications (通知设置): turn SMS or email notifications off or on again. 站内信 are
 * always written, whatever is chosen here.
 */
export function NotificationSettingsPage() {
  usePageTitle('通知设置');
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const toggle = async (key: keyof NotificationSettings, on: boolean) => {
    if (!settings.data) return;
    try {
      await save.mutateAsync({ ...settings.data, [key]: on });
      void toast.success(on ? '已开启' : '已关闭');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <AdminFrame title="通知设置" crumbs={[{ label: '个人资料', to: paths.profile() }]} testId="notification-settings-page">
      <Panel title="通知设置">
        <QueryState query={settings} loading={<RowsSkeleton rows={3} />}>
          {(current) => (
            <ul className={styles.channels}>
              <li className={styles.channel}>
                <div>
                  <div className={styles.channelName}>站内信</div>
                  <div className={styles.hint}>所有通知都会发送到“我的消息”，无法关闭。</div>
                </div>
                <Switch checked disabled aria-label="站内信" />
              </li>
              {CHANNELS.map((channel) => (
                <li key={channel.key} className={styles.channel}>
                  <div>
                    <div className={styles.channelName}>{channel.label}</div>
                    <div className={styles.hint}>{channel.hint}</div>
                  </div>
                  <Switch
                    checked={current[channel.key]}
                    loading={save.isPending && save.variables?.[channel.key] !== current[channel.key]}
                    onChange={(on) => void toggle(channel.key, on)}
                    aria-label={channel.label}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Panel>
    </AdminFrame>
  );
}

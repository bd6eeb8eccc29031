import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import { OAUTH_PROVIDER_LABELS, type OAuthProviderName } from '@vm/contracts/third-party-login';
import Button from 'antd/es/button';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { useStartOAuth } from '../api/use-oauth';
import styles from './oauth-buttons.module.css';

/** 微信登录 / QQ登录: asks the server for the provider's page (with a state bound to this browser) and goes there. */
export function OAuthButtons({ from }: { from: string }) {
  const start = useStartOAuth();
  const go = async (provider: OAuthProviderName) => {
    try {
      const { url } = await start.mutateAsync({ provider, from });
      window.location.assign(url);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <div className={styles.block}>
      <div className={styles.rule}>
        <span>其他登录方式</span>
      </div>
      <div className={styles.buttons}>
        <Button
          icon={<WechatOutlined className={styles.wechat} />}
          onClick={() => void go('wechat')}
          loading={start.isPending && start.variables?.provider === 'wechat'}
        >
          {OAUTH_PROVIDER_LABELS.wechat}登录
        </Button>
        <Button icon={<QqOutlined className={styles.qq} />} onClick={() => void go('qq')} loading={start.isPending && start.variables?.provider === 'qq'}>
          {OAUTH_PROVIDER_LABELS.qq}登录
        </Button>
      </div>
    </div>
  );
}

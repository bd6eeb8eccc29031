import { OAUTH_PROVIDER_LABELS, OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '@vm/contracts/third-party-login';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { useOAuthBindingMutations, useOAuthBindings } from '../api/oauth-bindings';
import styles from './profile.module.css';

/** Rows of 账号安全: the bound WeChat and QQ, with 解绑 (the mobile login stays) or 去绑定. */
export function BoundAccounts() {
  const bindings = useOAuthBindings();
  const { unbind, start } = useOAuthBindingMutations();
  const onUnbind = async (provider: OAuthProviderName) => {
    try {
      await unbind.mutateAsync(provider);
      void toast.success(`已解绑${OAUTH_PROVIDER_LABELS[provider]}`);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  const onBind = async (provider: OAuthProviderName) => {
    try {
      window.location.assign((await start.mutateAsync(provider)).url);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <>
      {OAUTH_PROVIDER_NAMES.map((provider) => {
        const label = OAUTH_PROVIDER_LABELS[provider];
        const bound = bindings.data?.find((binding) => binding.provider === provider);
        return (
          <div className={styles.row} key={provider} data-testid={`binding-${provider}`}>
            <div>
              <div className={styles.rowTitle}>
                {label} {bound ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag>}
              </div>
              <div className={styles.muted}>{bound ? `${label}昵称：${bound.nickname || '—'}，可直接用${label}登录` : `绑定后可使用${label}扫码登录`}</div>
            </div>
            {bound ? (
              <Popconfirm
                title={`解绑${label}？`}
                description={`解绑后仍可用手机号登录；再用${label}登录需重新绑定手机号。`}
                okText="解绑"
                cancelText="取消"
                onConfirm={() => onUnbind(provider)}
              >
                <Button loading={unbind.isPending && unbind.variables === provider}>解绑</Button>
              </Popconfirm>
            ) : (
              <Button disabled={bindings.isPending} loading={start.isPending && start.variables === provider} onClick={() => void onBind(provider)}>
                去绑定
              </Button>
            )}
          </div>
        );
      })}
    </>
  );
}

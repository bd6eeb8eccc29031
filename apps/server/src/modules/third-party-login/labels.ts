import type { OAuthProviderName } from '../../db/schema/index';

export const PROVIDER_LABEL: Record<OAuthProviderName, string> = { wechat: '微信', qq: 'QQ' };

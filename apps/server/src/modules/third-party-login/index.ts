/**
 * The public face of the third-party-login module (WeChat and QQ login). It owns oauth_login_states,
 * oauth_identities and oauth_bind_tokens; routes are registered by app.ts.
 */
export { listBindings, unbind } from './bindings';

// Used by the HTTP layer (apps/server/src/http/).
export { bindMobile } from './bind-mobile';
export { browserIdOf, ensureBrowserId } from './browser-binding';
export { finishLogin } from './finish-login';
export { PROVIDER_LABEL } from './labels';
export { startLogin } from './start-login';

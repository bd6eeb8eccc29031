/**
 * The public face of the third-party-login module (WeChat and QQ login). It owns oauth_login_states,
 * oauth_identities and oauth_bind_tokens; routes are registered by app.ts.
 */
export { listBindings } from './bindings';

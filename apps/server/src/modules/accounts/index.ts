/**
 * The public face of the accounts module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { consumeSmsCode, type SmsCodeCheck } from './check-sms-code';
export { accountForMobile, fillBlankProfile } from './account-for-mobile';
export { createSession } from './sessions';
export { loginResultFor } from './login-result';
export { addRole, readOrderingNoticed, recordOrderingNoticed, userForMobile } from './user-writes';

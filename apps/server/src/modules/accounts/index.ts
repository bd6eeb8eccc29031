/**
 * The public face of the accounts module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { consumeSmsCode, type SmsCodeCheck } from './check-sms-code';
export { accountForMobile, fillBlankProfile } from './account-for-mobile';
export { createSession, revokeSession } from './sessions';
export { loginResultFor } from './login-result';
export { addRole, readOrderingNoticed, recordOrderingNoticed, userForMobile } from './user-writes';

// Used by the HTTP layer (apps/server/src/http/).
export { freezeUser, listUsers, setUserRoles, unfreezeUser } from './manage-users';
export { setLoginPassword } from './login-password';
export { loginWithPassword } from './login-with-password';
export { emailSavedCoupon, getProfile, saveEmail, updateProfile } from './profile';
export { currentUserRow } from './current-user';
export { loggedInUserId, registerOrFindByMobile, type CodeLoginOutcome } from './login-with-code';
export { sendLoginCode } from './send-login-code';
export { readSmsOutbox } from './sms-outbox';

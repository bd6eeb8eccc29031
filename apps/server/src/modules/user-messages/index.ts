/**
 * The public face of the user-messages module (站内信): the only file other modules import. The
 * messages are written by the event hook (platform/events recordEvent); routes are registered by app.ts.
 */
export { unreadCount } from './messages';

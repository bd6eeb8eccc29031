/**
 * The public face of the user-messages module (站内信): the only file other modules import. The
 * messages are written by recordEvent (platform/events), in the event's statement; routes are registered by app.ts.
 */
export { unreadCount, deleteMessage, listMessages, readAllMessages, readMessage } from './messages';

// Used by the HTTP layer (apps/server/src/http/).

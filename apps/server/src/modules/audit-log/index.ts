/** The audit log module: searching staff actions (they are written by `recordEvent` with `audit`). */
export { searchAuditLog } from './search-audit-log';

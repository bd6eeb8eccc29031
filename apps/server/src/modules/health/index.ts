/**
 * The health module has no functions other modules use: its routes are registered by app.ts.
 */
export {};

// Used by the HTTP layer (apps/server/src/http/).
export { databaseAnswers } from './check-database';

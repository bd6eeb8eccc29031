/**
 * The companies module has no functions other modules use yet: its routes are registered by app.ts.
 */
export {};

// Used by the HTTP layer (apps/server/src/http/).
export { companyOwner, getCompanyInfo, getCompanyPage, saveCompanyInfo } from './company-info';

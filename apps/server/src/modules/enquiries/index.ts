/**
 * The public face of the enquiries module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { countEnquiries, createEnquiry, deleteEnquiry, listEnquiries } from './enquiries';

/**
 * The public face of the contacts module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { listContacts, loadContact } from './read-contacts';
export { checkRegionChain, createContact, deleteContact, MAX_CONTACTS, updateContact } from './save-contact';

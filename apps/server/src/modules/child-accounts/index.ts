export { addChildAccount, changeChildAccount, CHILD_MESSAGES, removeChildAccount } from './manage-children';
export { listActions, listChildren } from './queries';

export { addChildAccount, changeChildAccount, CHILD_MESSAGES, removeChildAccount } from './manage-children';
export { isChildAccount, listActions, listChildren } from './queries';

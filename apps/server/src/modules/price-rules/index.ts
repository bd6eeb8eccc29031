export { createPriceRule } from './create-rule';
export { deletePriceRule } from './delete-rule';
export { listRules, removeBoothFromPriceRules } from './queries';
export { overPriceRule, updatePriceRule } from './update-rule';

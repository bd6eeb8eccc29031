/**
 * The public face of the contracts module (lease contracts with electronic signatures): the only file
 * other modules and the workflows import. It owns contracts, contract_signatures, contract_templates
 * and contract_authority. Routes are registered by app.ts.
 */
export { issueContract, voidUnsignedContracts } from './issue-contract';
export { signDemoContract } from './demo-signatures';

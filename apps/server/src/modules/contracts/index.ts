/**
 * The public face of the contracts module (lease contracts with electronic signatures): the only file
 * other modules and the workflows import. It owns contracts, contract_signatures, contract_templates
 * and contract_authority. Routes are registered by app.ts.
 */
export { issueContract, voidUnsignedContracts } from './issue-contract';
export { signDemoContract } from './demo-signatures';

// Used by the HTTP layer (apps/server/src/http/).
export { contractCertificate } from './contract-certificate';
export { currentTemplate, saveTemplate } from './contract-template';
export { contractViewerOf } from './contract-viewer';
export { listContracts, listContractsForStaff } from './list-contracts';
export { readContractPdf } from './read-contract-pdf';
export { SIGN_MESSAGES, signContract } from './sign-contract';

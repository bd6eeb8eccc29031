/**
 * The public face of the uploads module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { assertOwnUploads, findForeignUploads } from './own-uploads';
export { openPrivateUpload, storeGeneratedFile, uploadIdOf, type OpenedUpload } from './private-uploads';
export { originalNameReader } from './original-name';

// Used by the HTTP layer (apps/server/src/http/).
export { readUploadRequest } from './read-upload-request';
export { storeUpload } from './store-upload';
export { issueUploadToken, verifyUploadToken } from './upload-tokens';

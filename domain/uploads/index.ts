export { attachUploads } from './attach-uploads';
export { type CreatedUpload, createUpload } from './create-upload';
export { deleteStaleUploads, UNATTACHED_UPLOAD_LIFETIME_MS } from './delete-stale-uploads';
export { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './prepare-image';

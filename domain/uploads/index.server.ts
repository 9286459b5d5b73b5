export { attachUploads } from './attach-uploads.server';
export { type CreatedUpload, createUpload } from './create-upload.server';
export { deleteStaleUploads, UNATTACHED_UPLOAD_LIFETIME_MS } from './delete-stale-uploads.server';

export { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './upload-rules';

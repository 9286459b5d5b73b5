export { MAX_UPLOAD_BYTES, UPLOAD_REFUSALS } from './upload-rules';

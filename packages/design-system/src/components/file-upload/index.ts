export {
  DOCUMENT_TYPES,
  FileUpload,
  IMAGE_TYPES,
  formatFileSize,
  type FileUploadProps,
  type FileUploadTexts,
} from './file-upload';

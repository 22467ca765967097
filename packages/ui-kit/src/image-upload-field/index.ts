export { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField';

export { ImageDropzone, type ImageDropzoneProps } from './ImageDropzone';

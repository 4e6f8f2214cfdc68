/** Image upload control and its limits (JPEG/PNG under 2 MB). */
export { ImageUpload, type ExistingImage, type ImageUploadProps } from './ImageUpload';
export { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_TYPES, imageProblem, type ImageProblem } from './imageFile';

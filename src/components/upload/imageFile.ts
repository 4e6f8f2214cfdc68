/** Image upload limits (spec §5, §9): JPEG or PNG, under 2 MB. */

export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const IMAGE_MAX_MB = 2;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

export type ImageProblem = 'format' | 'size';

/**
 * Why an image cannot be uploaded by what it claims ('format' before 'size'), or null when it can.
 * The content itself is checked too (`isImageFile` in src/lib/fileSignature.ts).
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'format';
  if (file.size >= IMAGE_MAX_BYTES) return 'size';
  return null;
}

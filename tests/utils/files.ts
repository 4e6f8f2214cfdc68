/**
 * Test files whose content is what their name says: image fields check the magic bytes
 * (src/lib/fileSignature), so a File of zeros named a.png is refused like any other non-image.
 */
const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
} as const;

function imageFile(kind: keyof typeof SIGNATURES, name: string, size: number, type: string): File {
  const bytes = new Uint8Array(Math.max(size, SIGNATURES[kind].length));
  bytes.set(SIGNATURES[kind]);
  return new File([bytes], name, { type });
}

export const pngFile = (name = 'image.png', size = 100) => imageFile('png', name, size, 'image/png');
export const jpegFile = (name = 'image.jpg', size = 100) => imageFile('jpeg', name, size, 'image/jpeg');

import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@comandero/domain';

type ImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
/** A menu picture needs no more than this on its longest side. */
const LONGEST_SIDE = 800;

const base64Of = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** Scaled down to LONGEST_SIDE as WebP; null when the browser cannot (the original is sent then). */
async function resized(file: File): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
  } catch {
    return null;
  }
}

/** The picture as productImageUploadSchema takes it, resized first; null when it is not a picture or too large. */
export async function imageUploadOf(
  file: File,
): Promise<{ contentType: ImageType; data: string } | 'too-large' | null> {
  if (!PRODUCT_IMAGE_TYPES.includes(file.type as ImageType)) return null;
  const small = await resized(file);
  const [blob, contentType] =
    small && small.type === 'image/webp' ? [small, 'image/webp' as const] : [file, file.type as ImageType];
  if (blob.size > PRODUCT_IMAGE_MAX_BYTES) return 'too-large';
  return { contentType, data: await base64Of(blob) };
}

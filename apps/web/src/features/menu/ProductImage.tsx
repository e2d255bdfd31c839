import { Center, Image } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';

/** The item's image path joined to the server's address; full addresses are used as they are. */
export const imageUrl = (path: string): string => (/^(https?:|data:|blob:|\/)/.test(path) ? path : `/${path}`);

interface ProductImageProps {
  src: string | null;
  alt: string;
  size: number | string;
  height?: number | string;
}

/** A product picture, or a placeholder when there is none or it does not load (spec 01 §2). */
export function ProductImage({ src, alt, size, height = size }: ProductImageProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center
        w={size}
        h={height}
        bg="var(--mantine-color-gray-1)"
        c="gray.5"
        // Beside a product's name (alt "") the placeholder is decoration; alone it says there is no image.
        role={alt ? 'img' : undefined}
        aria-label={alt ? t('menu.product.imageMissing') : undefined}
        aria-hidden={alt ? undefined : true}
        style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
      >
        <IconToolsKitchen2 size={typeof height === 'number' ? Math.min(48, height * 0.5) : 40} stroke={1.5} />
      </Center>
    );
  }
  return (
    <Image
      src={imageUrl(src)}
      alt={alt}
      w={size}
      h={height}
      fit="cover"
      radius="md"
      onError={() => setFailed(true)}
      style={{ flexShrink: 0 }}
    />
  );
}

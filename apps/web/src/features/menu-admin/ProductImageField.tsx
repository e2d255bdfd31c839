import { PRODUCT_IMAGE_TYPES, type ProductAdminDetail } from '@comandero/domain';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { ProductImage } from '../menu';
import { menuAdminKeys, uploadProductImage } from './menuAdmin.api';
import { imageUploadOf } from './productImage';

/** The product's picture, or the placeholder; uploaded once the product exists (spec 02 §3). */
export function ProductImageField({ product }: { product: ProductAdminDetail | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file || !product) return;
    setUploading(true);
    try {
      const picture = await imageUploadOf(file);
      if (picture === 'too-large') return notifyWarning(t('menuAdmin.product.imageTooLarge'));
      if (!picture) return notifyWarning(t('errors.IMAGE_INVALID'));
      const answer = await uploadProductImage(product.id, { ...picture, version: product.version });
      client.setQueryData<ProductAdminDetail>(menuAdminKeys.product(product.id), (current) =>
        current ? { ...current, ...answer } : current,
      );
      void client.invalidateQueries({ queryKey: menuAdminKeys.products });
      notifySuccess(t('menuAdmin.product.imageUploaded'));
    } catch (error) {
      notifyWarning(describeError(error, t), t('menuAdmin.notice.saveError'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs" align="center" w={150}>
      <ProductImage
        src={product?.image ?? null}
        alt={product ? product.name : t('menuAdmin.product.imageNone')}
        size={140}
      />
      {product ? (
        <FileButton onChange={(file) => void upload(file)} accept={PRODUCT_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" size="sm" leftSection={<IconPhotoUp size={18} />} loading={uploading}>
              {t('menuAdmin.product.imageUpload')}
            </Button>
          )}
        </FileButton>
      ) : (
        <Text c="dimmed" fz="xs" ta="center">
          {t('menuAdmin.product.imageAfterCreate')}
        </Text>
      )}
    </Stack>
  );
}

import type { ProductAdminDetail } from '@comandero/domain';
import { Center, Loader, Modal, Tabs, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { SETTINGS_PHONE_QUERY } from '../../ui/DataList';
import { LoadFailure } from '../../ui/LoadFailure';
import { ProductMovementsPanel, RecipePanel } from '../stock';
import { fetchProduct, menuAdminKeys } from './menuAdmin.api';
import { ProductInfoForm } from './ProductInfoForm';
import { ProductSidesPanel } from './ProductSidesPanel';

type Tab = 'info' | 'sides' | 'ingredients' | 'movements';

interface ProductModalProps {
  /** null creates a product. */
  productId: string | null;
  onCreated(product: ProductAdminDetail): void;
  onSaved(product: ProductAdminDetail): void;
  onClose(): void;
}

/**
 * Spec 02 §2 product modal: info, sides, ingredients and (not prepared) movements. Sides and
 * ingredients wait for the product to exist; after a create the modal stays on info with the new
 * record and they unlock (§4). Closing unmounts it, so it opens again on info.
 */
export function ProductModal({ productId, onCreated, onSaved, onClose }: ProductModalProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const phone = useMediaQuery(SETTINGS_PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [id, setId] = useState(productId);
  const [tab, setTab] = useState<Tab>('info');
  // Bumped when a save found the record changed by someone else: the form starts again from it.
  const [reloads, setReloads] = useState(0);
  const detail = useQuery({
    queryKey: menuAdminKeys.product(id ?? 'new'),
    queryFn: () => fetchProduct(id!),
    enabled: id !== null,
  });
  const product = id === null ? null : detail.data;

  const keep = (saved: ProductAdminDetail) => client.setQueryData(menuAdminKeys.product(saved.id), saved);
  const created = (saved: ProductAdminDetail) => {
    keep(saved);
    setId(saved.id);
    onCreated(saved);
  };
  const saved = (next: ProductAdminDetail) => {
    keep(next);
    onSaved(next);
  };

  const reload = async () => {
    await detail.refetch();
    setReloads((count) => count + 1);
    void client.invalidateQueries({ queryKey: menuAdminKeys.products });
  };

  const locked = id === null;
  const lockedTab = (value: Tab, label: string) => (
    <Tooltip
      label={t('menuAdmin.product.lockedUntilCreated')}
      disabled={!locked}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Tabs.Tab value={value} disabled={locked} mih={44}>
        {label}
      </Tabs.Tab>
    </Tooltip>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      title={product ? t('menuAdmin.product.editTitle', { name: product.name }) : t('menuAdmin.product.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Tabs value={tab} onChange={(next) => setTab((next as Tab | null) ?? 'info')} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="info" mih={44}>
            {t('menuAdmin.product.tabs.info')}
          </Tabs.Tab>
          {lockedTab('sides', t('menuAdmin.product.tabs.sides'))}
          {lockedTab('ingredients', t('menuAdmin.product.tabs.ingredients'))}
          {product && !product.isPrepared && (
            <Tabs.Tab value="movements" mih={44}>
              {t('menuAdmin.product.tabs.movements')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        {id !== null && detail.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : id !== null && detail.isError ? (
          <LoadFailure
            title={t('menuAdmin.notice.loadError')}
            text={describeError(detail.error, t)}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <>
            <Tabs.Panel value="info">
              <ProductInfoForm
                key={`${id ?? 'new'}:${reloads}`}
                product={product ?? null}
                onCreated={created}
                onSaved={saved}
                onStale={() => void reload()}
                onCancel={onClose}
              />
            </Tabs.Panel>
            {product && (
              <Tabs.Panel value="sides">
                <ProductSidesPanel key={product.version} product={product} onSaved={saved} />
              </Tabs.Panel>
            )}
            {product && (
              <Tabs.Panel value="ingredients">
                <RecipePanel product={product} />
              </Tabs.Panel>
            )}
            {product && !product.isPrepared && (
              <Tabs.Panel value="movements">
                <ProductMovementsPanel productId={product.id} />
              </Tabs.Panel>
            )}
          </>
        )}
      </Tabs>
    </Modal>
  );
}

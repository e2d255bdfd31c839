import { can, type ProductDetail, stockProblem } from '@comandero/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshCache } from '../../app/catalogCache';
import { useSession } from '../../app/session';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n';
import { notifySuccess } from '../../ui/notify';
import { allowWithoutStock, menuKeys } from './menu.api';

/** Spec 01 §9: the zero-stock notification lasts 7 s. */
export const ZERO_STOCK_NOTICE_MS = 7000;

async function activate(client: QueryClient, t: TFunction, noticeId: string, productIds: string[] | 'all') {
  notifications.hide(noticeId);
  try {
    await allowWithoutStock(productIds === 'all' ? { all: true } : { productIds });
    notifySuccess(t('menu.product.zeroStock.success'));
    // The menu reads the device's copy: bring it up to date before reading again.
    await refreshCache().catch(() => undefined);
    await client.invalidateQueries({ queryKey: menuKeys.all });
  } catch {
    notifications.show({ color: 'red', message: t('menu.product.zeroStock.error'), autoClose: ZERO_STOCK_NOTICE_MS });
  }
}

/**
 * A product at zero stock: users who may update inventory get the 7-second notice asking whether to
 * sell without stock, for every product or only this one (spec 01 §5, 02 §8).
 */
export function useZeroStockNotice(product: ProductDetail | undefined): void {
  const { t } = useTranslation();
  const client = useQueryClient();
  const politics = useSession((state) => state.user?.securityPolitics);
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!product || shownFor.current === product.id || stockProblem(product, 1) !== 'NO_STOCK') return;
    shownFor.current = product.id;
    const id = `zero-stock-${product.id}`;
    // Others see the page's NO STOCK alert; the notice is the offer to sell without stock.
    if (!politics || !can(politics, 'inventory', 'update')) return;
    notifications.show({
      id,
      color: 'yellow',
      autoClose: ZERO_STOCK_NOTICE_MS,
      title: t('menu.product.zeroStock.title'),
      message: (
        <Stack gap="xs">
          <Text fz="sm">{t('menu.product.zeroStock.question')}</Text>
          <Group gap="xs">
            <Button size="sm" h={44} onClick={() => void activate(client, t, id, 'all')}>
              {t('menu.product.zeroStock.all')}
            </Button>
            <Button size="sm" h={44} variant="light" onClick={() => void activate(client, t, id, [product.id])}>
              {t('menu.product.zeroStock.one')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  }, [product, politics, client, t]);
}

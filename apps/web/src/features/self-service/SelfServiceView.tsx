import { orderSubtotal } from '@comandero/domain';
import { Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { SelfBreadcrumb } from './SelfBreadcrumb';
import { SelfLevels } from './SelfLevels';
import { SELF_CART_ID, SelfServiceCart } from './SelfServiceCart';
import { goTo, useSelfService } from './selfServiceStore';

/** On a phone the cart sits below the menu: a bar at the bottom says what it holds and goes there. */
function PhoneCartBar() {
  const { t } = useTranslation();
  const format = useMoney();
  const lines = useSelfService((state) => state.lines);
  if (lines.length === 0) return null;
  const units = lines.reduce((sum, entry) => sum + entry.line.quantity, 0);
  return (
    <Paper
      hiddenFrom="md"
      withBorder
      shadow="md"
      radius="lg"
      p="xs"
      style={{ position: 'sticky', bottom: 8, zIndex: 3 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} pl={6} style={{ whiteSpace: 'nowrap' }}>
          {t('cart.items', { count: units })} · {format(orderSubtotal(lines.map((entry) => entry.line)))}
        </Text>
        <Button
          h={44}
          leftSection={<IconShoppingBag size={20} />}
          onClick={() => document.getElementById(SELF_CART_ID)?.scrollIntoView({ behavior: 'smooth' })}
        >
          {t('selfService.seeCart')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Spec 01 §2 self-service screen (/pos?mainTab=2): the breadcrumb and the menu at left, by levels
 * (0 categories, 1 products, 2 product, 3 edit), the counter's cart at right (below on phones).
 */
export default function SelfServiceView() {
  const at = useSelfService((state) => state.at);
  const editedProduct = useSelfService((state) =>
    at.level === 3 ? (state.lines.find((entry) => entry.line.id === at.lineId)?.line.productId ?? null) : null,
  );
  const productId = at.level === 2 ? at.productId : editedProduct;

  useEffect(() => {
    // The line being edited was removed meanwhile: back to where the edit started.
    if (at.level === 3 && editedProduct === null) goTo(at.back);
  }, [at, editedProduct]);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="md">
          <SelfBreadcrumb productId={productId} />
          <SelfLevels at={at} productId={productId} />
          {/* The product page has its own bar at the bottom. */}
          {at.level < 2 && <PhoneCartBar />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <SelfServiceCart />
      </Grid.Col>
    </Grid>
  );
}

import { Grid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { SelfBreadcrumb } from './SelfBreadcrumb';
import { SelfLevels } from './SelfLevels';
import { SelfServiceCart } from './SelfServiceCart';
import { goTo, useSelfService } from './selfServiceStore';

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
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <SelfServiceCart />
      </Grid.Col>
    </Grid>
  );
}

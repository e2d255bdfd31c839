import type { ProductAdminDetail } from '@comandero/domain';
import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { QueryFallback } from '../../ui/QueryFallback';
import { RecipeEditor } from './RecipeEditor';
import { fetchProductLines, saveProductLines, stockKeys } from './stock.api';

/** The product modal's ingredients tab: a prepared dish's recipe, per size when it has sizes. */
export function RecipePanel({ product }: { product: ProductAdminDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const lines = useQuery({
    queryKey: stockKeys.productLines(product.id),
    queryFn: () => fetchProductLines(product.id),
    enabled: product.isPrepared,
  });
  if (!product.isPrepared) return <Text c="dimmed">{t('stock.recipe.notPrepared')}</Text>;
  if (!lines.isSuccess) return <QueryFallback query={lines} title={t('stock.notice.loadError')} />;
  return (
    <RecipeEditor
      key={lines.dataUpdatedAt}
      saved={lines.data}
      sizes={product.sizes}
      save={(edit) => saveProductLines(product.id, edit)}
      onSaved={(saved) => client.setQueryData(stockKeys.productLines(product.id), saved)}
    />
  );
}

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { fetchCategories, fetchProduct, menuKeys } from '../menu';
import { goTo, type SelfLevel, useSelfService } from './selfServiceStore';

const categoryOf = (at: SelfLevel): string | null =>
  at.level === 1 || at.level === 2 ? at.categoryId : at.level === 3 ? categoryOf(at.back) : null;

/** Spec 01 §2 self-service breadcrumb: POS › category › product (or the line being edited). */
export function SelfBreadcrumb({ productId }: { productId: string | null }) {
  const { t } = useTranslation();
  const at = useSelfService((state) => state.at);
  const categoryId = categoryOf(at);
  const categories = useQuery({ queryKey: menuKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });
  const product = useQuery({
    queryKey: menuKeys.product(productId ?? ''),
    queryFn: ({ signal }) => fetchProduct(productId!, signal),
    enabled: !!productId,
  });
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  const link = (key: string, label: string, onClick: () => void) => (
    <Anchor key={key} component="button" type="button" onClick={onClick} fz="md" fw={600} mih={44} px={4}>
      {label}
    </Anchor>
  );
  const current = (key: string, label: string) => (
    <Text key={key} fz="md" aria-current="page" lineClamp={1} maw={260}>
      {label}
    </Text>
  );
  const crumbs: ReactNode[] = [
    at.level === 0
      ? current('pos', t('selfService.categories'))
      : link('pos', t('selfService.categories'), () => goTo({ level: 0 })),
  ];
  if (category) {
    crumbs.push(
      at.level === 1
        ? current('category', category.name)
        : link('category', category.name, () => goTo({ level: 1, categoryId: category.id })),
    );
  }
  if (at.level >= 2 && product.data) {
    crumbs.push(
      current('product', at.level === 3 ? t('selfService.editing', { name: product.data.name }) : product.data.name),
    );
  }
  return (
    <nav aria-label={t('selfService.breadcrumb')}>
      <Breadcrumbs separator="›" separatorMargin={4} style={{ flexWrap: 'wrap', rowGap: 0 }}>
        {crumbs}
      </Breadcrumbs>
    </nav>
  );
}

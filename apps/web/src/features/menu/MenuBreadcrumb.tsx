import { Anchor, Breadcrumbs, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { fetchTableOrder, orderKeys } from '../table';
import { CACHED_QUERY, fetchCategories, fetchProduct, menuKeys } from './menu.api';

/** The product a menu route shows: the product page's own, or the edited line's. */
function useRouteProductId(tableId: string): string | null {
  const { pathname } = useLocation();
  const { menuProductItemId } = useParams();
  const editing = pathname.startsWith('/menu/editProduct/');
  const order = useQuery({
    queryKey: orderKeys.table(tableId),
    queryFn: ({ signal }) => fetchTableOrder(tableId, signal),
    enabled: editing,
  });
  if (!menuProductItemId) return null;
  if (!editing) return menuProductItemId;
  return order.data?.lines.find((line) => line.id === menuProductItemId)?.productId ?? null;
}

/** Spec 01 §2: POS > Menu > Category (a dropdown of every category) > Product. */
export function MenuBreadcrumb({ tableId, onPos }: { tableId: string; onPos(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = useParams();
  const productId = useRouteProductId(tableId);
  const categories = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
  });
  const product = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.product(productId ?? ''),
    queryFn: ({ signal }) => fetchProduct(productId!, signal),
    enabled: !!productId,
  });
  const categoryId = params.menuGroupId ?? product.data?.category.id;
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  const onHome = pathname === '/menu/home';
  const onCategory = pathname.startsWith('/menu/productos/');

  const crumbs = [
    <Anchor key="pos" component="button" type="button" onClick={onPos} fz="md" fw={600} mih={44} px={4}>
      {t('common.pos')}
    </Anchor>,
    onHome ? (
      <Text key="menu" fz="md" aria-current="page">
        {t('menu.menu')}
      </Text>
    ) : (
      <Anchor key="menu" component={Link} to="/menu/home" fz="md" fw={600} mih={44} px={4} display="inline-flex">
        <span style={{ alignSelf: 'center' }}>{t('menu.menu')}</span>
      </Anchor>
    ),
  ];
  if (category) {
    crumbs.push(
      <Menu key="category" position="bottom-start" shadow="md" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            size="md"
            px={6}
            rightSection={<IconChevronDown size={16} />}
            aria-label={`${category.name} · ${t('menu.chooseCategory')}`}
            aria-current={onCategory ? 'page' : undefined}
          >
            {category.name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('menu.chooseCategory')}</Menu.Label>
          {(categories.data ?? []).map((option) => (
            <Menu.Item key={option.id} mih={44} onClick={() => navigate(`/menu/productos/${option.id}`)}>
              {option.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>,
    );
  }
  if (productId && product.data) {
    crumbs.push(
      <Text key="product" fz="md" aria-current="page" lineClamp={1} maw={260}>
        {product.data.name}
      </Text>,
    );
  }
  return (
    <nav aria-label={t('menu.breadcrumb')}>
      <Breadcrumbs separator="›" separatorMargin={4} style={{ flexWrap: 'wrap', rowGap: 0 }}>
        {crumbs}
      </Breadcrumbs>
    </nav>
  );
}

import { mayEditLines, type OrderLine, type ProductDetail, type UpdateLine } from '@comandero/domain';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import {
  applyOrder,
  choiceFromLine,
  chosenExtras,
  type ProductChoice,
  updateLine,
  usePinAuthorization,
  useTableOrder,
} from '../cart';
import { orderKeys } from '../table';
import { CACHED_QUERY, fetchProduct, menuKeys } from './menu.api';
import { backPath, useMenuTable } from './menuTable';
import { ProductForm } from './ProductForm';

/** An unsent line may change everything; a sent one only its quantity (lowering it may need a PIN). */
function changesOf(line: OrderLine, product: ProductDetail, choice: ProductChoice): UpdateLine {
  if (line.sentQuantity > 0) return { quantity: choice.quantity, version: line.version };
  const extras = chosenExtras(product, choice).map(({ optionId, quantity }) => ({ optionId, quantity }));
  return { sizeId: choice.sizeId, extras, quantity: choice.quantity, note: choice.note.trim(), version: line.version };
}

/** Spec 01 §2 edit product (/menu/editProduct/{line id}): the product page on a line already in the order. */
export default function EditProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const table = useMenuTable();
  const lineId = useParams().menuProductItemId ?? '';
  const { order, lines } = useTableOrder(table.id);
  const line = lines.find((candidate) => candidate.id === lineId);
  const user = useSession((state) => state.user);
  const mayEdit = !!user && mayEditLines(user.securityPolitics);
  const product = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.product(line?.productId ?? ''),
    queryFn: ({ signal }) => fetchProduct(line!.productId, signal),
    enabled: !!line && mayEdit,
  });
  const pin = usePinAuthorization();
  const [saving, setSaving] = useState(false);
  const back = backPath(location.state, '/menu/home');

  const save = async (found: OrderLine, detail: ProductDetail, choice: ProductChoice) => {
    setSaving(true);
    try {
      const done = await pin.authorize(async (code) => {
        const body = { ...changesOf(found, detail, choice), ...(code ? { pin: code } : {}) };
        await applyOrder(client, await updateLine(table.id, found.id, body));
      });
      if (done) {
        notifySuccess(t('menu.product.updated', { name: found.name }));
        navigate(back);
      }
    } catch (error) {
      notifyError(error);
      // Someone changed the line meanwhile: show it as it is now.
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        void client.invalidateQueries({ queryKey: orderKeys.table(table.id) });
      }
    } finally {
      setSaving(false);
    }
  };

  // Reached by its address without the grant the order panel asks for: the server would refuse the update.
  if (!mayEdit) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title={t('errors.FORBIDDEN')}>
        <Button variant="light" onClick={() => navigate(back)}>
          {t('menu.product.return')}
        </Button>
      </Alert>
    );
  }
  if (order.isPending || (line && product.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (!line || product.isError) {
    return (
      <Alert
        color={line ? 'red' : 'yellow'}
        variant="light"
        icon={<IconAlertTriangle />}
        title={line ? t('menu.product.loadError') : t('menu.product.lineGone')}
      >
        <Stack gap="sm" align="flex-start">
          {product.isError && <Text>{describeError(product.error, t)}</Text>}
          <Button variant="light" onClick={() => navigate(back)}>
            {t('menu.product.return')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <ProductForm
        key={`${line.id}-${line.version}`}
        product={product.data!}
        initial={choiceFromLine(line)}
        quantityOnly={line.sentQuantity > 0}
        submitLabel={() => t('menu.product.update')}
        submitting={saving}
        onSubmit={(choice) => void save(line, product.data!, choice)}
        onReturn={() => navigate(back)}
      />
      {pin.dialog}
    </>
  );
}

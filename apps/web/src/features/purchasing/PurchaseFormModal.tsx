import { CURRENCIES } from '@comandero/domain';
import { Box, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { useCurrency, useMoney } from '../../ui/useMoney';
import { IngredientPicker, SupplierSelect } from '../stock';
import { CountedProductPicker } from './CountedProductPicker';
import { PurchaseLineRow } from './PurchaseLineRow';
import {
  checkPurchase,
  linesTotal,
  type PurchaseCheck,
  type PurchaseValues,
  today,
  unitPriceText,
} from './purchaseForm';
import { createPurchase, purchasingKeys } from './purchasing.api';

const blank = (): PurchaseValues => ({
  date: today(),
  invoiceNumber: '',
  supplierId: null,
  totalInvoice: undefined,
  totalPaid: undefined,
  lines: [],
});

/** Spec 02 §2, §3, §5: the purchase form, full screen; saving makes its 'Entrada - Compra' movements at once. */
export function PurchaseFormModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const formatMoney = useMoney();
  const { decimals } = CURRENCIES[useCurrency()];
  const [values, setValues] = useState<PurchaseValues>(blank);
  // Errors show after the first save attempt, then follow every change.
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const check: PurchaseCheck = checkPurchase(values);
  const errors = tried ? check.errors : { lines: {} };
  const set = (patch: Partial<PurchaseValues>) => setValues((current) => ({ ...current, ...patch }));

  const save = async () => {
    setTried(true);
    if (!check.request) return;
    setSaving(true);
    try {
      await createPurchase(check.request);
      notifySuccess(t('purchasing.purchases.saved'));
      await client.invalidateQueries({ queryKey: purchasingKeys.all });
      onClose();
    } catch (error) {
      notifyWarning(describeError(error, t), t('purchasing.purchases.saveError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={t('purchasing.purchases.formTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="lg" maw={960} mx="auto">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              size="md"
              type="date"
              label={t('purchasing.purchases.date')}
              value={values.date}
              onChange={(event) => set({ date: event.currentTarget.value })}
            />
            <TextInput
              size="md"
              label={t('purchasing.purchases.invoice')}
              withAsterisk
              maxLength={60}
              value={values.invoiceNumber}
              onChange={(event) => set({ invoiceNumber: event.currentTarget.value })}
              error={errors.invoice && t('purchasing.purchases.errors.invoice')}
            />
            <SupplierSelect
              required
              label={t('purchasing.purchases.vendor')}
              placeholder={t('purchasing.purchases.vendorPlaceholder')}
              value={values.supplierId}
              onChange={(supplierId) => set({ supplierId })}
              error={errors.vendor && t('purchasing.purchases.errors.vendor')}
            />
            {/* Keeps the totals on their own row on a tablet; a phone has one column. */}
            <Box visibleFrom="sm" />
            <MoneyInput
              label={t('purchasing.purchases.totalInvoice')}
              value={values.totalInvoice}
              onChange={(totalInvoice) => set({ totalInvoice })}
            />
            <MoneyInput
              label={t('purchasing.purchases.totalPaid')}
              value={values.totalPaid}
              onChange={(totalPaid) => set({ totalPaid })}
            />
          </SimpleGrid>
          <Divider />
          <Title order={3}>{t('purchasing.purchases.items')}</Title>
          {/* Spec 02 §5: a purchase holds products as well as ingredients. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <IngredientPicker
              label={t('purchasing.purchases.addItem')}
              placeholder={t('purchasing.purchases.itemPlaceholder')}
              withUnit
              excluded={new Set(values.lines.map((line) => line.ingredient.id))}
              onPick={({ id, name, unit }) =>
                set({ lines: [...values.lines, { ingredient: { id, name, unit }, quantity: '', total: undefined }] })
              }
              error={errors.items && t('purchasing.purchases.noItems')}
            />
            <CountedProductPicker
              label={t('purchasing.purchases.addProduct')}
              placeholder={t('purchasing.purchases.productPlaceholder')}
              exclude={values.lines.map((line) => line.ingredient.id)}
              onPick={(product) =>
                set({ lines: [...values.lines, { ingredient: product, quantity: '', total: undefined }] })
              }
            />
          </SimpleGrid>
          {values.lines.map((line, index) => (
            <PurchaseLineRow
              key={line.ingredient.id}
              line={line}
              errors={errors.lines[index]}
              unitPrice={unitPriceText(line, decimals)}
              onChange={(next) => set({ lines: values.lines.map((old, at) => (at === index ? next : old)) })}
              onRemove={() => set({ lines: values.lines.filter((_, at) => at !== index) })}
            />
          ))}
          {values.lines.length > 0 && (
            <Group justify="flex-end">
              <Text fw={700} data-testid="items-total">
                {t('purchasing.purchases.itemsTotal')}: {formatMoney(linesTotal(values.lines))}
              </Text>
            </Group>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="md" loading={saving}>
              {t('purchasing.purchases.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { UNITS, type WasteCreate } from '@comandero/domain';
import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { IngredientPicker } from '../stock';
import { lineQuantity, type PickedIngredient } from './purchaseForm';
import { purchasingKeys, recordWaste } from './purchasing.api';

interface WasteLine {
  ingredient: PickedIngredient;
  quantity: string;
}

/** The waste form (spec 02 §2 trashes, a placeholder there): a reason and what was lost, as 'Salida - Merma'. */
export function WasteFormDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<WasteLine[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const quantities = lines.map((line) => lineQuantity({ ...line, total: undefined }));
  const reasonBad = reason.trim().length < 3;

  const save = async () => {
    setTried(true);
    if (reasonBad || lines.length === 0 || quantities.some((quantity) => quantity === null)) return;
    const form: WasteCreate = {
      reason: reason.trim(),
      items: lines.map((line, index) => ({ ingredientId: line.ingredient.id, quantity: quantities[index]! })),
    };
    setSaving(true);
    try {
      await recordWaste(form);
      notifySuccess(t('purchasing.waste.saved'));
      await client.invalidateQueries({ queryKey: purchasingKeys.all });
      onClose();
    } catch (error) {
      notifyWarning(describeError(error, t), t('purchasing.waste.saveError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SideDrawer
      title={t('purchasing.waste.formTitle')}
      onClose={onClose}
      size="lg"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('purchasing.waste.save')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <Textarea
          size="md"
          label={t('purchasing.waste.reason')}
          placeholder={t('purchasing.waste.reasonPlaceholder')}
          withAsterisk
          maxLength={300}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && reasonBad && t('purchasing.waste.reasonError')}
        />
        <IngredientPicker
          label={t('purchasing.purchases.addItem')}
          placeholder={t('purchasing.purchases.itemPlaceholder')}
          withUnit
          excluded={new Set(lines.map((line) => line.ingredient.id))}
          onPick={({ id, name, unit }) => setLines([...lines, { ingredient: { id, name, unit }, quantity: '' }])}
          error={tried && lines.length === 0 ? t('purchasing.purchases.noItems') : undefined}
        />
        {lines.map((line, index) => (
          <Group key={line.ingredient.id} gap="sm" align="flex-start" wrap="nowrap" data-testid="waste-line">
            <Text fw={700} style={{ flex: '1 1 0' }} pt={34}>
              {line.ingredient.name}
            </Text>
            <TextInput
              size="md"
              style={{ flex: '1 1 0' }}
              label={t('purchasing.purchases.quantity', { unit: UNITS[line.ingredient.unit].abbreviation })}
              inputMode="decimal"
              value={line.quantity}
              onChange={(event) => {
                const quantity = event.currentTarget.value;
                setLines(lines.map((old, at) => (at === index ? { ...old, quantity } : old)));
              }}
              error={tried && quantities[index] === null && t('purchasing.purchases.errors.quantity')}
            />
            <ActionIcon
              size={44}
              mt={26}
              color="red"
              variant="subtle"
              aria-label={t('purchasing.purchases.removeItem', { name: line.ingredient.name })}
              onClick={() => setLines(lines.filter((_, at) => at !== index))}
            >
              <IconTrash size={22} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </SideDrawer>
  );
}

import { CATEGORY_COLORS, type CategoryAdmin, categoryColorFor, categoryNameSchema } from '@comandero/domain';
import { Button, CheckIcon, ColorSwatch, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { menuFieldMessage } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { createCategory, menuAdminKeys, updateCategory } from './menuAdmin.api';

/** Creates a category, or renames and recolours one; a new one gets a colour by its name until one is chosen. */
export function CategoryFormModal({ category, onClose }: { category: CategoryAdmin | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState<string | null>(category?.color ?? null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const shown = color ?? categoryColorFor(name.trim());

  const save = async () => {
    const parsed = categoryNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSaving(true);
    try {
      if (category) await updateCategory(category.id, { name: parsed.data, color: shown, version: category.version });
      else await createCategory(parsed.data, shown);
      notifySuccess(category ? t('menuAdmin.notice.saved') : t('menuAdmin.notice.created'));
      await client.invalidateQueries({ queryKey: menuAdminKeys.all });
      onClose();
    } catch (failure) {
      notifyWarning(
        describeError(failure, t),
        category ? t('menuAdmin.notice.saveError') : t('menuAdmin.notice.createError'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={
        category ? t('menuAdmin.categories.editTitle', { name: category.name }) : t('menuAdmin.categories.createTitle')
      }
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('menuAdmin.categories.name')}
            withAsterisk
            maxLength={60}
            autoComplete="off"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={menuFieldMessage(error, t)}
          />
          <div role="radiogroup" aria-label={t('menuAdmin.categories.color')}>
            <Text fw={500} fz="sm" mb={6}>
              {t('menuAdmin.categories.color')}
            </Text>
            <Group gap={6}>
              {CATEGORY_COLORS.map((swatch) => (
                <ColorSwatch
                  key={swatch}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={shown === swatch}
                  aria-label={swatch}
                  color={swatch}
                  size={44}
                  onClick={() => setColor(swatch)}
                  style={{ color: '#fff', cursor: 'pointer' }}
                >
                  {shown === swatch && <CheckIcon width={16} />}
                </ColorSwatch>
              ))}
            </Group>
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('menuAdmin.categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

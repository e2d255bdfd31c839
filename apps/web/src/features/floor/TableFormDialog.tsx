import { TABLE_SHAPES, TABLE_SIZES, type Table, type TableShape, type TableSize } from '@comandero/domain';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../app/api';
import { loadValidators } from '../../app/loadValidators';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import { createTable } from './floor.api';
import { formMessage } from './formMessages';
import { applyTable } from './useFloor';

interface TableFormValues {
  name: string;
  numberTable: string;
  shape: TableShape;
  size: TableSize;
}

/** The domain's table form schema; an empty number is missing, not zero. */
const tableFormResolver: Resolver<TableFormValues> = async (values) => {
  const { tableFormSchema } = await loadValidators();
  const numberTable = values.numberTable.trim();
  const parsed = tableFormSchema.safeParse({
    name: values.name,
    numberTable: numberTable === '' ? undefined : numberTable,
  });
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<TableFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'numberTable') && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};

interface TableFormDialogProps {
  position: number;
  roomId: string | null;
  /** The next free table number: the form starts as 'Mesa N' with number N. */
  suggestedNumber: number;
  onClose(): void;
}

/** Adds a table on an empty slot (spec 01 §2): name 'Mesa N', number required, BIG and CIRCLE by default. */
export default function TableFormDialog({ position, roomId, suggestedNumber, onClose }: TableFormDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TableFormValues>({
    resolver: tableFormResolver,
    defaultValues: {
      name: t('floor.form.defaultName', { number: suggestedNumber }),
      numberTable: String(suggestedNumber),
      shape: 'CIRCLE',
      size: 'BIG',
    },
  });

  const save = async (values: TableFormValues) => {
    try {
      const created: Table = await createTable({
        name: values.name.trim(),
        numberTable: Number(values.numberTable),
        roomId,
        position,
        shape: values.shape,
        size: values.size,
      });
      applyTable(client, created);
      notifySuccess(t('floor.form.created', { table: created.name }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TABLE_EXISTS') {
        setError('numberTable', { message: t('errors.TABLE_EXISTS') });
        notifications.show({
          color: 'red',
          title: t('floor.form.existTitle'),
          message: t('errors.TABLE_EXISTS'),
          autoClose: 7000,
        });
      } else notifyError(error);
    }
  };

  const numberError = errors.numberTable?.message;
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={t('floor.form.title')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t('floor.form.slot', { position })}
          </Text>
          <TextInput
            label={t('floor.form.name')}
            withAsterisk
            error={formMessage(errors.name?.message, t)}
            {...register('name')}
          />
          <TextInput
            label={t('floor.form.number')}
            withAsterisk
            inputMode="numeric"
            // TABLE_EXISTS is already a translated text; schema messages still need translating.
            error={numberError === t('errors.TABLE_EXISTS') ? numberError : formMessage(numberError, t)}
            {...register('numberTable')}
          />
          <Controller
            control={control}
            name="shape"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fz="sm" fw={500} id="table-shape-label">
                  {t('floor.form.shape')}
                </Text>
                <SegmentedControl
                  aria-labelledby="table-shape-label"
                  size="lg"
                  fullWidth
                  value={field.value}
                  onChange={(value) => field.onChange(value as TableShape)}
                  data={TABLE_SHAPES.map((shape) => ({ value: shape, label: t(`floor.shape.${shape}`) }))}
                />
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="size"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fz="sm" fw={500} id="table-size-label">
                  {t('floor.form.size')}
                </Text>
                <SegmentedControl
                  aria-labelledby="table-size-label"
                  size="lg"
                  fullWidth
                  value={field.value}
                  onChange={(value) => field.onChange(value as TableSize)}
                  data={TABLE_SIZES.map((size) => ({ value: size, label: t(`floor.size.${size}`) }))}
                />
              </Stack>
            )}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('floor.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

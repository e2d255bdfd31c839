import { createPrinterSchema, DEFAULT_PRINTER_PORT, type Printer } from '@comandero/domain';
import { Button, Checkbox, Group, Input, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { createPrinter, printingKeys, updatePrinter } from './printers.api';

interface PrinterValues {
  nameCustom: string;
  host: string;
  port: number | string;
  width: '80' | '58';
  defaultPrinter: boolean;
}

const FIELDS = ['nameCustom', 'host', 'port'] as const;

/** The domain's schema decides; each field says what is wrong in words (printers.form.errors.*). */
const printerResolver: Resolver<PrinterValues> = async (values) => {
  const parsed = createPrinterSchema.safeParse({ ...values, port: Number(values.port), width: Number(values.width) });
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: 'invalid', message: field };
  }
  return { values: {}, errors };
};

/** Add a network printer, or rename, move or resize one (spec 01 §3 Printer; DESIGN §8: TCP 9100). */
export function PrinterFormDrawer({ printer, onClose }: { printer: Printer | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { control, register, handleSubmit, formState } = useForm<PrinterValues>({
    resolver: printerResolver,
    defaultValues: {
      nameCustom: printer?.nameCustom ?? '',
      host: printer?.host ?? '',
      port: printer?.port ?? DEFAULT_PRINTER_PORT,
      width: printer?.width === 58 ? '58' : '80',
      defaultPrinter: false,
    },
  });
  const { errors, isSubmitting } = formState;
  const message = (field: keyof typeof errors) =>
    errors[field] ? t(`printers.form.errors.${field as (typeof FIELDS)[number]}`) : undefined;

  const save = async (values: PrinterValues) => {
    const body = {
      nameCustom: values.nameCustom.trim(),
      host: values.host.trim(),
      port: Number(values.port),
      width: values.width === '58' ? (58 as const) : (80 as const),
    };
    try {
      await (printer
        ? updatePrinter(printer.id, { ...body, version: printer.version })
        : createPrinter({ ...body, defaultPrinter: values.defaultPrinter }));
      await client.invalidateQueries({ queryKey: printingKeys.printers });
      notifySuccess(printer ? t('printers.form.updated') : t('printers.form.created'));
      onClose();
    } catch (error) {
      notifyWarning(describeError(error, t), printer ? t('printers.form.updateError') : t('printers.form.createError'));
    }
  };

  return (
    <SideDrawer
      title={printer ? t('printers.form.editTitle', { name: printer.nameCustom }) : t('printers.form.createTitle')}
      onClose={onClose}
      size="md"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="printer-form" h={44} loading={isSubmitting}>
            {printer ? t('printers.form.save') : t('printers.form.add')}
          </Button>
        </Group>
      }
    >
      <form id="printer-form" noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <TextInput
            label={t('printers.form.name')}
            placeholder={t('printers.form.namePlaceholder')}
            withAsterisk
            maxLength={60}
            size="md"
            error={message('nameCustom')}
            {...register('nameCustom')}
          />
          <TextInput
            label={t('printers.form.host')}
            description={t('printers.form.hostHint')}
            placeholder="192.168.1.50"
            withAsterisk
            maxLength={253}
            size="md"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            error={message('host')}
            {...register('host')}
          />
          <Controller
            control={control}
            name="port"
            render={({ field }) => (
              <NumberInput
                label={t('printers.form.port')}
                description={t('printers.form.portHint')}
                withAsterisk
                size="md"
                min={1}
                max={65535}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                inputMode="numeric"
                error={message('port')}
                {...field}
              />
            )}
          />
          <Controller
            control={control}
            name="width"
            render={({ field }) => (
              <Input.Wrapper
                size="md"
                label={t('printers.form.width')}
                description={t('printers.form.widthHint')}
                id="printer-width"
                labelProps={{ id: 'printer-width-label' }}
              >
                <SegmentedControl
                  aria-labelledby="printer-width-label"
                  fullWidth
                  size="md"
                  mt={4}
                  data={[
                    { value: '80', label: t('printers.form.width80') },
                    { value: '58', label: t('printers.form.width58') },
                  ]}
                  {...field}
                />
              </Input.Wrapper>
            )}
          />
          {!printer && (
            <Controller
              control={control}
              name="defaultPrinter"
              render={({ field: { value, onChange, ...field } }) => (
                <Checkbox
                  size="md"
                  label={t('printers.form.makeDefault')}
                  description={t('printers.form.makeDefaultHint')}
                  checked={value}
                  onChange={(event) => onChange(event.currentTarget.checked)}
                  {...field}
                />
              )}
            />
          )}
        </Stack>
      </form>
    </SideDrawer>
  );
}

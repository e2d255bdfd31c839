import { BILLING_TEXT_MAX, type BillingConfig, QR_MESSAGE_MAX } from '@comandero/domain';
import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess } from '../../ui/notify';
import { type BillingValues, billingChanges, billingValuesOf, consecutiveOf } from './billingForm';
import { fetchBillingConfig, printingKeys, saveBillingConfig } from './printers.api';
import { ReceiptPreview } from './ReceiptPreview';

/** Spec 01 §2 `/settings/billing`: consecutive, header, footer and QR, with a live receipt preview. */
export default function BillingPage() {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: printingKeys.billing, queryFn: ({ signal }) => fetchBillingConfig(signal) });
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>{t('billing.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('billing.text')}
        </Text>
      </div>
      {config.isPending && (
        <Center h={240}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {config.isError && (
        <Alert color="red" variant="light" title={t('billing.loadError')}>
          {describeError(config.error, t)}
        </Alert>
      )}
      {config.data && <BillingForm key={config.data.version} saved={config.data} />}
    </Stack>
  );
}

function BillingForm({ saved }: { saved: BillingConfig }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { control, register, handleSubmit, watch } = useForm<BillingValues>({ defaultValues: billingValuesOf(saved) });
  const values = watch();
  const changes = billingChanges(saved, values);
  const consecutive = consecutiveOf(values.consecutive);

  const save = async () => {
    if (!changes) return;
    setSaving(true);
    try {
      const answer = await saveBillingConfig(changes);
      // The form remounts on the new version, with the saved values as its starting point.
      client.setQueryData(printingKeys.billing, answer);
      notifySuccess(t('billing.saved'));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('billing.saveErrorTitle'),
        message: t('billing.saveError', { reason: describeError(error, t) }),
        autoClose: 7000,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form noValidate onSubmit={handleSubmit(save)} aria-label={t('billing.title')}>
            <Stack gap="md">
              <Controller
                control={control}
                name="consecutive"
                render={({ field }) => (
                  <NumberInput
                    label={t('billing.consecutive')}
                    description={
                      consecutive !== null ? t('billing.consecutiveHint', { next: consecutive + 1 }) : undefined
                    }
                    error={consecutive === null ? t('billing.consecutiveError') : undefined}
                    size="md"
                    min={0}
                    max={2_000_000_000}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator={false}
                    hideControls
                    inputMode="numeric"
                    {...field}
                  />
                )}
              />
              <Textarea
                label={t('billing.header')}
                description={t('billing.headerHint')}
                placeholder={t('billing.headerPlaceholder')}
                size="md"
                autosize
                minRows={3}
                maxRows={8}
                maxLength={BILLING_TEXT_MAX}
                {...register('header')}
              />
              <Textarea
                label={t('billing.footer')}
                placeholder={t('billing.footerPlaceholder')}
                size="md"
                autosize
                minRows={2}
                maxRows={6}
                maxLength={BILLING_TEXT_MAX}
                {...register('footer')}
              />
              <Textarea
                label={t('billing.qr')}
                description={t('billing.qrHint')}
                placeholder="https://"
                size="md"
                autosize
                minRows={1}
                maxRows={4}
                maxLength={QR_MESSAGE_MAX}
                autoCapitalize="off"
                spellCheck={false}
                {...register('qr')}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  h={48}
                  leftSection={<IconDeviceFloppy size={20} />}
                  disabled={!changes}
                  loading={saving}
                >
                  {t('billing.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs" pos={{ base: 'static', md: 'sticky' }} top={84}>
          <Text fw={700}>{t('billing.preview')}</Text>
          <Text fz="sm" c="dimmed">
            {t('billing.previewHint')}
          </Text>
          <Paper radius="md" p="md" bg="gray.1">
            <ReceiptPreview header={values.header} footer={values.footer} consecutive={consecutive} qr={values.qr} />
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

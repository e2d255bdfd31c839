import type { Preferences } from '@comandero/domain';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess } from '../../ui/notify';
import { useCurrency } from '../../ui/useMoney';
import { DeliveryFeeRows } from './DeliveryFeeRows';
import { preferencesKeys, savePreferences } from './preferences.api';
import { type FormErrors, type PreferencesValues, toUpdate, valuesOf } from './preferencesForm';
import { TaxRows } from './TaxRows';
import { TipRows } from './TipRows';

export function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={3} fz="lg">
            {title}
          </Title>
          {text && (
            <Text c="dimmed" fz="sm" mt={4}>
              {text}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** The preferences as one form, saved whole with the version it was read at. */
export function PreferencesForm({ saved }: { saved: Preferences }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const currency = useCurrency();
  const [initial] = useState(() => valuesOf(saved, currency));
  const [values, setValues] = useState<PreferencesValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(values) !== JSON.stringify(initial);

  const change = (next: Partial<PreferencesValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };

  const save = async () => {
    const checked = toUpdate(values, saved.version, currency);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      client.setQueryData(preferencesKeys.all, await savePreferences(checked.body));
      notifySuccess(t('preferences.saved'));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('preferences.saveError'),
        message: describeError(error, t),
        autoClose: 7000,
      });
      // Changed on another terminal meanwhile: read what it saved, the form starts again from there.
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        void client.invalidateQueries({ queryKey: preferencesKeys.all });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('preferences.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg">
        <Section title={t('preferences.orderPin.title')}>
          <Switch
            size="md"
            label={t('preferences.orderPin.label')}
            description={t('preferences.orderPin.hint')}
            checked={values.orderPin}
            onChange={(event) => change({ orderPin: event.currentTarget.checked })}
          />
        </Section>
        <Section title={t('preferences.tips.title')} text={t('preferences.tips.text')}>
          <TipRows tips={values.tips} errors={errors} onChange={(tips) => change({ tips })} />
        </Section>
        <Section title={t('preferences.taxes.title')} text={t('preferences.taxes.text')}>
          <TaxRows taxes={values.taxes} errors={errors} onChange={(taxes) => change({ taxes })} />
        </Section>
        <Section title={t('preferences.deliveryFees.title')} text={t('preferences.deliveryFees.text')}>
          <DeliveryFeeRows
            fees={values.deliveryFees}
            errors={errors}
            onChange={(deliveryFees) => change({ deliveryFees })}
          />
        </Section>
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            h={48}
            leftSection={<IconDeviceFloppy size={20} />}
            disabled={!changed}
            loading={saving}
          >
            {t('preferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

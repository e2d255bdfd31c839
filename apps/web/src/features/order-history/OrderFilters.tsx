import { ORDER_LIST_FILTER_STATES, SERVICE_TYPES } from '@comandero/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n';

/** The history's filters as the screen holds them: '' is "any". */
export interface FilterValues {
  state: string;
  start: string;
  end: string;
  methodPay: string;
  channel: string;
}

export const NO_FILTER: FilterValues = { state: '', start: '', end: '', methodPay: '', channel: '' };

interface OrderFiltersProps {
  value: FilterValues;
  onChange(value: FilterValues): void;
  methods: readonly string[];
  rangeError?: string;
}

/** Spec 01 §7 history filters: state (1, 3, 5, 6), close-date range under 90 days, payment method, channel. */
export function OrderFilters({ value, onChange, methods, rangeError }: OrderFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<FilterValues>) => onChange({ ...value, ...patch });
  const any = <option value="">{t('orders.filters.any')}</option>;
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" role="group" aria-label={t('orders.filters.title')}>
      <NativeSelect
        size="md"
        label={t('orders.filters.state')}
        value={value.state}
        onChange={(event) => set({ state: event.currentTarget.value })}
      >
        {any}
        {ORDER_LIST_FILTER_STATES.map((state) => (
          <option key={state} value={String(state)}>
            {t(`orders.states.${state}`)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        size="md"
        label={t('orders.filters.method')}
        value={value.methodPay}
        onChange={(event) => set({ methodPay: event.currentTarget.value })}
      >
        {any}
        {methods.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </NativeSelect>
      <TextInput
        size="md"
        type="date"
        label={t('orders.filters.from')}
        value={value.start}
        onChange={(event) => set({ start: event.currentTarget.value })}
      />
      <TextInput
        size="md"
        type="date"
        label={t('orders.filters.to')}
        value={value.end}
        error={rangeError}
        onChange={(event) => set({ end: event.currentTarget.value })}
      />
      <NativeSelect
        size="md"
        label={t('orders.filters.channel')}
        value={value.channel}
        onChange={(event) => set({ channel: event.currentTarget.value })}
      >
        {any}
        {SERVICE_TYPES.map((channel) => (
          <option key={channel} value={channel}>
            {t(`orders.channels.${channel}`)}
          </option>
        ))}
      </NativeSelect>
    </SimpleGrid>
  );
}

import {
  type Currency,
  DELIVERY_FEE_SUGGESTIONS,
  type DeliveryAddress,
  type DeliveryForm,
  type DeliveryInfo,
  type DiscountReason,
  type DiscountType,
  deliveryFormSchema,
  formatMoney,
  money,
  normalizePhone,
  PHONE_LOOKUP_DEBOUNCE_MS,
  PHONE_LOOKUP_MIN,
  parseMoneyInput,
} from '@comandero/domain';
import { Badge, Button, Chip, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconPhone, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useCheckoutSettings } from '../../app/checkoutSettings';
import { useTranslation } from '../../i18n';
import { useCurrency } from '../../ui/useMoney';
import { DeliveryDiscountFields } from './DeliveryDiscountFields';
import { deliveryKeys, lookupCustomer } from './delivery.api';
import { DISCOUNT_FIELDS, discountDraftOf, discountOfDraft, NO_DISCOUNT } from './deliveryDiscount';

/** The form as typed: every field a string. */
export interface DeliveryDraft {
  phone: string;
  customer: string;
  identification: string;
  email: string;
  address: string;
  addressLine1: string;
  neighborhood: string;
  valueDelivery: string;
  dateDelivery: string;
  /** The sales discount (spec 01 §3 Delivery form sales): a reason, a type and a value, or none. */
  discountReason: DiscountReason | '';
  discountOther: string;
  discountType: DiscountType;
  discountValue: string;
}

export const EMPTY_DRAFT: DeliveryDraft = {
  phone: '',
  customer: '',
  identification: '',
  email: '',
  address: '',
  addressLine1: '',
  neighborhood: '',
  valueDelivery: '',
  dateDelivery: '',
  ...NO_DISCOUNT,
};

/** Minor units as the fee field shows them, read back by parseMoneyInput: '$5.000', '$2,50' where there are cents. */
export const feeText = (amount: number, currency: Currency): string => formatMoney(money(amount), currency);

export const draftOf = (info: DeliveryInfo, currency: Currency): DeliveryDraft => ({
  phone: info.phone,
  customer: info.customer,
  identification: info.identification ?? '',
  email: info.email ?? '',
  address: info.address,
  addressLine1: info.addressLine1 ?? '',
  neighborhood: info.neighborhood ?? '',
  valueDelivery: feeText(info.valueDelivery, currency),
  dateDelivery: info.dateDelivery ?? '',
  ...discountDraftOf(info.sales, currency),
});

type Errors = Partial<Record<keyof DeliveryDraft, string>>;

/** The draft checked by the domain's schema; the errors are its message keys. */
export function checkDraft(
  draft: DeliveryDraft,
  currency: Currency,
): { ok: true; form: DeliveryForm } | { ok: false; errors: Errors } {
  const fee = draft.valueDelivery.trim() === '' ? null : parseMoneyInput(draft.valueDelivery, currency);
  const parsed = deliveryFormSchema.safeParse({
    ...draft,
    valueDelivery: fee?.ok ? fee.value : undefined,
    dateDelivery: draft.dateDelivery || null,
    sales: discountOfDraft(draft, currency),
  });
  const errors: Errors = {};
  if (fee && !fee.ok) errors.valueDelivery = 'INVALID';
  if (parsed.success && !errors.valueDelivery) return { ok: true, form: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const [first, second] = issue.path;
    const field = (first === 'sales' ? DISCOUNT_FIELDS[String(second)] : first) as keyof DeliveryDraft;
    if (field === 'valueDelivery') errors.valueDelivery ??= fee === null ? 'REQUIRED' : 'INVALID';
    else errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const addressLabel = (entry: DeliveryAddress) =>
  [entry.address, entry.addressLine1, entry.neighborhood].filter(Boolean).join(', ');

interface DeliveryFormFieldsProps {
  initial: DeliveryDraft;
  submitLabel: string;
  busy: boolean;
  /** Only a new delivery looks the customer up by phone. */
  lookup: boolean;
  onSubmit(form: DeliveryForm): void;
}

/**
 * Spec 01 §2 delivery customer form: the phone first (from 8 digits, 500 ms after the last key, the
 * customer is looked up and the form filled, with the addresses used before to pick from), then the
 * customer, the address, the fee with the usual values as chips, the date and an optional discount
 * (reason, type USD or PERCENT and value, as the table's sales discount).
 */
export function DeliveryFormFields({ initial, submitLabel, busy, lookup, onSubmit }: DeliveryFormFieldsProps) {
  const { t } = useTranslation();
  const currency = useCurrency();
  // The branch's usual fees (its preferences); the currency's suggestions until the settings answer.
  const settings = useCheckoutSettings();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const phone = normalizePhone(draft.phone);
  const [debounced] = useDebouncedValue(phone, PHONE_LOOKUP_DEBOUNCE_MS);
  const lookupOn = lookup && /^\+?\d+$/.test(debounced) && debounced.length >= PHONE_LOOKUP_MIN;
  const found = useQuery({
    queryKey: deliveryKeys.lookup(debounced),
    queryFn: ({ signal }) => lookupCustomer(debounced, signal),
    enabled: lookupOn,
    staleTime: 30_000,
  });
  const match = lookupOn ? found.data : undefined;

  // The customer found fills what is still empty, once per phone; the newest address comes first.
  useEffect(() => {
    if (!match?.customer || filledFor === debounced) return;
    const customer = match.customer;
    const [latest] = match.addresses;
    setFilledFor(debounced);
    setDraft((current) => ({
      ...current,
      customer: current.customer || customer.name,
      identification: current.identification || (customer.identification ?? ''),
      email: current.email || (customer.email ?? ''),
      ...(latest && current.address === ''
        ? { address: latest.address, addressLine1: latest.addressLine1 ?? '', neighborhood: latest.neighborhood ?? '' }
        : {}),
    }));
  }, [match, debounced, filledFor]);

  const check = checkDraft(draft, currency);
  const errors = tried && !check.ok ? check.errors : {};
  const errorOf = (field: keyof DeliveryDraft) =>
    errors[field] ? t(`delivery.errors.${errors[field]}`, { defaultValue: errors[field] }) : undefined;
  const set = (field: keyof DeliveryDraft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.ok) onSubmit(check.form);
  };
  const fees = settings.data?.deliveryFees ?? DELIVERY_FEE_SUGGESTIONS[currency];
  const feeValue = parseMoneyInput(draft.valueDelivery, currency);
  const chosenFee = feeValue.ok ? String(feeValue.value) : '';
  const pickFee = (value: string) =>
    setDraft((current) => ({ ...current, valueDelivery: feeText(Number(value), currency) }));
  const picked = (entry: DeliveryAddress) =>
    entry.address === draft.address &&
    (entry.addressLine1 ?? '') === draft.addressLine1 &&
    (entry.neighborhood ?? '') === draft.neighborhood;

  let lookupNote = null;
  if (lookupOn && found.isFetching)
    lookupNote = (
      <Text size="sm" c="dimmed">
        {t('delivery.lookup.searching')}
      </Text>
    );
  else if (match?.customer)
    lookupNote = (
      <Badge color="teal" variant="light" size="lg">
        {t('delivery.lookup.found', { name: match.customer.name })}
      </Badge>
    );
  else if (match)
    lookupNote = (
      <Badge variant="light" size="lg">
        {t('delivery.lookup.notFound')}
      </Badge>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('delivery.fields.phone')}
          description={lookup ? t('delivery.fields.phoneHint') : undefined}
          value={draft.phone}
          onChange={set('phone')}
          error={errorOf('phone')}
          inputMode="tel"
          autoComplete="off"
          required
          size="md"
          leftSection={<IconPhone size={18} />}
          rightSection={lookupOn && found.isFetching ? <IconSearch size={16} /> : null}
          data-autofocus
        />
        {lookupNote}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('delivery.fields.customer')}
            value={draft.customer}
            onChange={set('customer')}
            error={errorOf('customer')}
            required
            size="md"
          />
          <TextInput
            label={t('delivery.fields.identification')}
            value={draft.identification}
            onChange={set('identification')}
            error={errorOf('identification')}
            size="md"
          />
        </SimpleGrid>
        <TextInput
          label={t('delivery.fields.email')}
          type="email"
          value={draft.email}
          onChange={set('email')}
          error={errorOf('email')}
          size="md"
        />
        {match && match.addresses.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('delivery.lookup.history')}
            </Text>
            <Group gap="xs">
              {match.addresses.map((entry) => (
                <Button
                  key={addressLabel(entry)}
                  size="compact-md"
                  radius="xl"
                  variant={picked(entry) ? 'filled' : 'light'}
                  leftSection={<IconMapPin size={16} />}
                  aria-label={t('delivery.lookup.pick', { address: addressLabel(entry) })}
                  aria-pressed={picked(entry)}
                  onClick={() =>
                    setDraft((current) => ({
                      ...current,
                      address: entry.address,
                      addressLine1: entry.addressLine1 ?? '',
                      neighborhood: entry.neighborhood ?? '',
                    }))
                  }
                >
                  {addressLabel(entry)}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <TextInput
          label={t('delivery.fields.address')}
          value={draft.address}
          onChange={set('address')}
          error={errorOf('address')}
          required
          size="md"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('delivery.fields.addressLine1')}
            value={draft.addressLine1}
            onChange={set('addressLine1')}
            error={errorOf('addressLine1')}
            size="md"
          />
          <TextInput
            label={t('delivery.fields.neighborhood')}
            value={draft.neighborhood}
            onChange={set('neighborhood')}
            error={errorOf('neighborhood')}
            size="md"
          />
        </SimpleGrid>
        <Stack gap={6}>
          <TextInput
            label={t('delivery.fields.valueDelivery')}
            value={draft.valueDelivery}
            onChange={set('valueDelivery')}
            error={errorOf('valueDelivery')}
            inputMode="decimal"
            required
            size="md"
          />
          {fees.length > 0 && (
            <Chip.Group value={chosenFee} onChange={(value) => pickFee(String(value))}>
              <Group gap="xs" aria-label={t('delivery.fees')} role="group">
                {fees.map((fee) => (
                  <Chip key={fee} value={String(fee)} size="md" variant="outline">
                    {formatMoney(money(fee), currency)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('delivery.fields.dateDelivery')}
            type="datetime-local"
            value={draft.dateDelivery}
            onChange={set('dateDelivery')}
            error={errorOf('dateDelivery')}
            size="md"
          />
        </SimpleGrid>
        <DeliveryDiscountFields draft={draft} onChange={setDraft} errorOf={errorOf} />
        <Button type="submit" size="lg" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

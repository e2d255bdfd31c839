import {
  basisPointsOfPercent,
  type Currency,
  DELIVERY_FEES_MAX,
  formatMoney,
  type Preferences,
  parseMoneyInput,
  percentOfBasisPoints,
  SERVICE_TYPES,
  type ServiceType,
  type UpdatePreferencesInput,
  unusedServiceTypes,
  updatePreferencesSchema,
} from '@comandero/domain';

export interface TipValues {
  percent: number | string;
  serviceTypes: ServiceType[];
}

export interface TaxValues {
  id?: string;
  name: string;
  shortName: string;
  percent: number | string;
  includeCost: boolean;
  active: boolean;
}

export interface PreferencesValues {
  orderPin: boolean;
  tips: TipValues[];
  taxes: TaxValues[];
  /** The usual delivery fees as typed ('$5.000'). */
  deliveryFees: string[];
}

/** Field path ("taxes.0.name") to the message key it shows. */
export type FormErrors = Record<string, string>;

export const valuesOf = (preferences: Preferences, currency: Currency): PreferencesValues => ({
  orderPin: preferences.orderPin,
  tips: preferences.tips.map((tip) => ({ percent: percentOfBasisPoints(tip.rateBp), serviceTypes: tip.serviceTypes })),
  taxes: preferences.taxes.map((tax) => ({
    id: tax.id,
    name: tax.name,
    shortName: tax.shortName,
    percent: percentOfBasisPoints(tax.rateBp),
    includeCost: tax.includeCost,
    active: tax.active,
  })),
  deliveryFees: preferences.deliveryFees.map((fee) => formatMoney(fee, currency)),
});

/** A percent typed on the screen (8, 8.5) in basis points; null when empty or outside 0..100. */
function rateOf(percent: number | string): number | null {
  if (typeof percent === 'string' && percent.trim() === '') return null;
  return basisPointsOfPercent(Number(percent));
}

/** A new tip row takes the first service type no row has yet; null when all have one ('HAVE ALL TIP'). */
export function newTipRow(tips: readonly TipValues[]): TipValues | null {
  const free = unusedServiceTypes(tips.map((tip) => ({ rateBp: 0, serviceTypes: tip.serviceTypes })));
  return free[0] ? { percent: 10, serviceTypes: [free[0]] } : null;
}

/** The service types a row may still take: its own and those no other row has. */
export const typesFreeFor = (tips: readonly TipValues[], index: number): ServiceType[] =>
  SERVICE_TYPES.filter((type) => tips.every((tip, other) => other === index || !tip.serviceTypes.includes(type)));

/** Another fee fits until the list holds DELIVERY_FEES_MAX; the screen then says so. */
export const canAddDeliveryFee = (fees: readonly string[]): boolean => fees.length < DELIVERY_FEES_MAX;

export const NEW_TAX: TaxValues = { name: '', shortName: '', percent: '', includeCost: false, active: true };

/** The schema's messages the form says as they are; any other is 'INVALID'. */
const FORM_MESSAGES = new Set(['REQUIRED', 'DUPLICATE TIP TYPE', 'DUPLICATE FEE']);

/** The body POST /preferences takes, checked by the domain's schema; else the errors per field. */
export function toUpdate(
  values: PreferencesValues,
  version: number,
  currency: Currency,
): { body: UpdatePreferencesInput; errors: null } | { body: null; errors: FormErrors } {
  const errors: FormErrors = {};
  const fee = (path: string, text: string) => {
    const parsed = parseMoneyInput(text, currency);
    if (parsed.ok) return parsed.value;
    errors[path] = parsed.error === 'EMPTY' ? 'REQUIRED' : 'INVALID';
    return 0;
  };
  const rate = (path: string, percent: number | string) => {
    const rateBp = rateOf(percent);
    if (rateBp === null) errors[path] = typeof percent === 'string' && percent.trim() === '' ? 'REQUIRED' : 'PERCENT';
    return rateBp ?? 0;
  };
  const body: UpdatePreferencesInput = {
    orderPin: values.orderPin,
    tips: values.tips.map((tip, index) => ({
      rateBp: rate(`tips.${index}.percent`, tip.percent),
      serviceTypes: tip.serviceTypes,
    })),
    taxes: values.taxes.map((tax, index) => ({
      ...(tax.id ? { id: tax.id } : {}),
      name: tax.name,
      shortName: tax.shortName,
      rateBp: rate(`taxes.${index}.percent`, tax.percent),
      includeCost: tax.includeCost,
      active: tax.active,
    })),
    deliveryFees: values.deliveryFees.map((text, index) => fee(`deliveryFees.${index}`, text)),
    version,
  };
  const parsed = updatePreferencesSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map((part) => (part === 'rateBp' ? 'percent' : String(part))).join('.');
      errors[path] ??= FORM_MESSAGES.has(issue.message) ? issue.message : 'INVALID';
    }
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}

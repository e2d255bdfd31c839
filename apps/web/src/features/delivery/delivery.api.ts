import type { DeliveryForm, DeliveryInfo, DeliveryLookup, OpenDeliveryInput, Table } from '@comandero/domain';
import { api } from '../../app/api';
import { submitOperation } from '../../app/outbox/submit';

const schemas = () => import('./deliverySchemas');

export const deliveryKeys = {
  info: (tableId: string) => ['delivery', 'info', tableId] as const,
  lookup: (phone: string) => ['delivery', 'lookup', phone] as const,
};

/** The customer with this phone and the addresses used before (spec 01 §5: from 8 digits). */
export const lookupCustomer = async (phone: string, signal?: AbortSignal): Promise<DeliveryLookup> =>
  api.get(`/delivery/customers?phone=${encodeURIComponent(phone)}`, (await schemas()).deliveryLookupSchema, signal);

export const fetchDeliveryInfo = async (tableId: string, signal?: AbortSignal): Promise<DeliveryInfo> =>
  api.get(`/delivery/orders/${tableId}`, (await schemas()).deliveryInfoSchema, signal);

/** Opening a delivery is a POS write: it goes through the outbox, its table id made here. */
export const openDelivery = async (body: OpenDeliveryInput): Promise<Table> =>
  submitOperation(
    {
      kind: 'openDelivery',
      method: 'POST',
      path: '/delivery/orders',
      body,
      summary: { tableName: body.form.customer },
    },
    (await schemas()).tableSchema,
  );

export const updateDelivery = async (tableId: string, form: DeliveryForm): Promise<DeliveryInfo> =>
  submitOperation(
    {
      kind: 'updateDelivery',
      method: 'PUT',
      path: `/delivery/orders/${tableId}`,
      body: { form },
      summary: { tableName: form.customer },
    },
    (await schemas()).deliveryInfoSchema,
  );

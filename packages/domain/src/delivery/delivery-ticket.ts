import type { DeliveryCustomer } from '../printing/print-document.js';
import type { DeliveryInfo } from './delivery-form.js';

/** What the delivery ticket prints of its customer (spec 02 §3): name, identification, address, line, neighborhood, phone. */
export const deliveryCustomerOf = (
  info: Pick<DeliveryInfo, 'customer' | 'identification' | 'address' | 'addressLine1' | 'neighborhood' | 'phone'>,
): DeliveryCustomer => ({
  name: info.customer,
  identification: info.identification,
  address: info.address,
  addressLine1: info.addressLine1,
  neighborhood: info.neighborhood,
  phone: info.phone,
});

/** The kitchen command of a delivery says so (the channel marked on the ticket). */
export const DELIVERY_COMMAND_LABEL = 'DOMICILIO';

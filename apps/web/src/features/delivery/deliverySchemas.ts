// The delivery answers' schemas (zod), fetched with the first delivery call: the POS route's first
// download reaches this feature (the deliveries tab, the close drawer) and must not carry zod.
export { deliveryInfoSchema, deliveryLookupSchema, tableSchema } from '@comandero/domain';

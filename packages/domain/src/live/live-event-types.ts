/**
 * Every live event type, without the schemas (live-events.ts): what a terminal checks before it
 * hands an event on, since its first download has no zod. A test holds it equal to the schema's.
 */
export const LIVE_EVENT_TYPES = [
  'live.hello',
  'table.changed',
  'table.removed',
  'order.changed',
  'delivery.changed',
  'cashier.changed',
  'room.changed',
  'room.removed',
  'preferences.changed',
  'catalog.changed',
  'print-job.changed',
] as const;

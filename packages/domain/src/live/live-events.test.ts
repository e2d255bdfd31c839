import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES } from './live-event-types.js';
import { LIVE_PROTOCOL_VERSION, type LiveEventType, liveEventSchema } from './live-events.js';

const TABLE_ID = '0194c2a0-0000-7000-8000-0000000000a1';

describe('the live protocol', () => {
  it('reads each event by its type, and refuses a known type with the wrong shape', () => {
    expect(liveEventSchema.parse({ type: 'live.hello', protocol: LIVE_PROTOCOL_VERSION })).toEqual({
      type: 'live.hello',
      protocol: 1,
    });
    expect(liveEventSchema.parse({ type: 'table.removed', tableId: TABLE_ID })).toEqual({
      type: 'table.removed',
      tableId: TABLE_ID,
    });
    expect(liveEventSchema.safeParse({ type: 'table.removed' }).success).toBe(false);
  });

  it('does not know an event type of a newer server', () => {
    expect(liveEventSchema.safeParse({ type: 'kitchen.ticket', ticket: {} }).success).toBe(false);
  });

  it('lists every event type for the terminals, which check them without the schemas', () => {
    const typed: readonly LiveEventType[] = LIVE_EVENT_TYPES;
    const listed: (typeof LIVE_EVENT_TYPES)[number][] = liveEventSchema.options.map(
      (option) => option.shape.type.value,
    );
    expect([...typed].sort()).toEqual([...listed].sort());
  });
});

import Dexie, { type EntityTable } from 'dexie';
import type { Operation } from './operation';

interface Counter {
  name: string;
  value: number;
}

/** The device's durable queue of writes (IndexedDB): an operation is here before the screen says it is done. */
export class OutboxDatabase extends Dexie {
  operations!: EntityTable<Operation, 'id'>;
  counters!: EntityTable<Counter, 'name'>;

  constructor(name = 'comandero-outbox') {
    super(name);
    this.version(1).stores({ operations: 'id, seq, status', counters: 'name' });
  }

  /** Stores a new operation with the device's next sequence number, both in one transaction. */
  async append(operation: Omit<Operation, 'seq'>): Promise<Operation> {
    return this.transaction('rw', this.operations, this.counters, async () => {
      const existing = await this.operations.get(operation.id);
      if (existing) return existing;
      const seq = ((await this.counters.get('seq'))?.value ?? 0) + 1;
      await this.counters.put({ name: 'seq', value: seq });
      const stored = { ...operation, seq };
      await this.operations.add(stored);
      return stored;
    });
  }

  /** The next operation to send: the lowest sequence still pending. */
  next(): Promise<Operation | undefined> {
    return this.operations
      .orderBy('seq')
      .filter((operation) => operation.status === 'pending')
      .first();
  }

  async counts(): Promise<{ pending: number; attention: number }> {
    const [pending, attention] = await Promise.all([
      this.operations.where('status').equals('pending').count(),
      this.operations.where('status').equals('attention').count(),
    ]);
    return { pending, attention };
  }
}

let database: OutboxDatabase | null = null;

export const outboxDb = (): OutboxDatabase => {
  database ??= new OutboxDatabase();
  return database;
};

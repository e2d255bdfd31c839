import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { provisionalBillNumber } from '@comandero/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { addSeconds, type Clock } from './clock.js';
import { AppError } from './errors.js';
import {
  type AnswerKey,
  type Claim,
  createIdempotencyRepository,
  type IdempotencyRepository,
} from './idempotency.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route ignores Idempotency-Key (login: a replayed token would be a new credential). */
    idempotent?: boolean;
  }
}

export interface IdempotencyOptions {
  db: Db;
  /** Where in-flight claims live: 'memory' for a single process (local mode), 'database' shared (cloud). */
  claims: 'memory' | 'database';
  clock: Clock;
  /** This server process's identity; its claims are freed by its next life. */
  instanceId: string;
  /** How long an answered key is kept (then pruned in the background). */
  retentionSeconds: number;
  /** Test only: a request whose answer was committed waits forever instead of answering (crash tests). */
  holdAfterCommit?: boolean;
  /**
   * Test only: a keyed write that succeeds without storing its answer in its own transaction is a
   * server error. Stored after, its answer can be lost with a connection that dies after the write
   * committed; the retry then runs the write twice.
   */
  strict?: boolean;
}

/** The keyed write being served, followed through its transactions by async context. */
interface KeyedWrite {
  claim: AnswerKey;
  reply: FastifyReply;
  answered: { statusCode: number; body: string } | null;
  /** The request found its work done already (a retried create by id): no write to store the answer with. */
  wroteNothing?: boolean;
}

/**
 * Who holds a key while its request runs. A claim need not outlive its process (a dead process's
 * claims are free), so local mode's single process keeps them in memory, with no commit to wait
 * for; cloud instances share them in the database, each claim marked with its instance.
 */
interface ClaimStore {
  claim(claim: Claim, requestHash: string, now: Date): Promise<boolean>;
  /** The claim's holder is gone: the retry takes it. */
  takeOverAbandoned(claim: Claim, now: Date): Promise<boolean>;
  /** The request ended without an answer to keep; never fails (a claim it cannot free yet is freed later). */
  release(claim: Claim): Promise<void>;
  /** The request ended with its answer stored. */
  settle(claim: Claim): void;
  /** The request ended with an answer the database could not store (it was away): stored later. */
  answerLater(claim: AnswerKey, statusCode: number, body: string): Promise<void>;
  /** Frees or answers the claims the database could not when their requests ended (it was away). */
  releaseLeftovers(): Promise<void>;
}

const claimId = ({ scope, key }: Claim) => `${scope}\n${key}`;

function memoryClaims(): ClaimStore {
  const held = new Set<string>();
  const claim = async (wanted: Claim) => {
    if (held.has(claimId(wanted))) return false;
    held.add(claimId(wanted));
    return true;
  };
  return {
    claim,
    // An unanswered row was left by a process of the past: only this process's memory holds live claims.
    takeOverAbandoned: claim,
    async release(claim) {
      held.delete(claimId(claim));
    },
    settle: (claim) => held.delete(claimId(claim)),
    // A single process whose database cannot go away: a retry runs the request again.
    answerLater: async (claim) => {
      held.delete(claimId(claim));
    },
    releaseLeftovers: async () => {},
  };
}

function databaseClaims(keys: IdempotencyRepository, instanceId: string): ClaimStore {
  // Claims whose requests ended while the database was away: until freed or answered, their retries wait.
  const leftovers = new Map<string, { claim: Claim; answer?: { key: AnswerKey; statusCode: number; body: string } }>();
  const settleLeftover = async (id: string) => {
    const { claim, answer } = leftovers.get(id) ?? {};
    if (answer) await keys.complete(answer.key, answer.statusCode, answer.body);
    else if (claim) await keys.release(claim, instanceId);
    leftovers.delete(id);
  };
  const later = async (claim: Claim, answer?: { key: AnswerKey; statusCode: number; body: string }) => {
    leftovers.set(claimId(claim), answer ? { claim, answer } : { claim });
    await settleLeftover(claimId(claim)).catch(() => {});
  };
  // A claim written just as the connection died may be stored though its answer was lost: freed later.
  const freedIfFailed = async (claim: Claim, write: () => Promise<boolean>) => {
    try {
      return await write();
    } catch (error) {
      leftovers.set(claimId(claim), { claim });
      throw error;
    }
  };
  return {
    claim: (claim, requestHash, now) =>
      freedIfFailed(claim, () => keys.claim(claim, requestHash, instanceId, now.toISOString())),
    takeOverAbandoned: (claim, now) =>
      freedIfFailed(claim, () =>
        keys.takeOverAbandoned(
          claim,
          instanceId,
          addSeconds(now, -INSTANCE_GONE_AFTER_SECONDS).toISOString(),
          now.toISOString(),
        ),
      ),
    release: (claim) => later(claim),
    settle: () => {},
    // Its write may be done (a write of one statement stores its answer after it): never run it twice.
    answerLater: (key, statusCode, body) => later(key, { key, statusCode, body }),
    async releaseLeftovers() {
      for (const id of [...leftovers.keys()]) await settleLeftover(id);
    },
  };
}

const keyedWrites = new AsyncLocalStorage<{ write: KeyedWrite | null; holdAfterCommit: boolean }>();

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const DEVICE_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;
const SEQUENCE_PATTERN = /^[1-9]\d{0,14}$/;
/** An instance that has not renewed for this long is gone; its unanswered claims are free. */
const INSTANCE_GONE_AFTER_SECONDS = 30;
const HEARTBEAT_SECONDS = 10;
const PRUNE_EVERY_SECONDS = 60 * 60;

/**
 * Keys are the device's, not the user's: waiter mode swaps users on one tablet, and its queued
 * writes replay after such swaps. API clients without a device id fall back to the user.
 */
function scopeOf(request: FastifyRequest): string {
  const device = request.headers['x-device-id'];
  const auth = request.auth;
  if (auth && typeof device === 'string' && DEVICE_PATTERN.test(device)) return `device:${auth.businessId}:${device}`;
  return auth ? `user:${auth.userId}` : `ip:${request.ip}`;
}

/**
 * The number a device's bill prints with before the server has the charge: its code and the sequence.
 * Only for a write the device kept while offline (`X-Device-Queued: 1`): every POS write carries a
 * sequence, but a charge the server answered at once printed with the real number (issue 30 §6).
 */
export function provisionalNumberOf(request: FastifyRequest): string | null {
  const device = request.headers['x-device-id'];
  const sequence = sequenceOf(request);
  const queued = request.headers['x-device-queued'] === '1';
  return queued && typeof device === 'string' && DEVICE_PATTERN.test(device) && sequence !== null
    ? provisionalBillNumber(device, sequence)
    : null;
}

/** The outbox's number for the operation on its device (`X-Device-Sequence`), when it is one. */
function sequenceOf(request: FastifyRequest): number | null {
  const header = request.headers['x-device-sequence'];
  return typeof header === 'string' && SEQUENCE_PATTERN.test(header) ? Number(header) : null;
}

/** The status a route answers on success: the first 2xx of its response schema. */
function successStatusOf(request: FastifyRequest): number {
  const statuses = Object.keys((request.routeOptions.schema?.response as object | undefined) ?? {});
  return Number(statuses.filter((status) => status.startsWith('2')).sort()[0] ?? 200);
}

function serialize(reply: FastifyReply, result: unknown, statusCode: number): string {
  if (statusCode === 204) return '';
  try {
    return reply.serializeInput(result as Record<string, unknown>, String(statusCode)) as string;
  } catch {
    return JSON.stringify(result);
  }
}

/**
 * Called by every write transaction before it commits: when the request carries an
 * Idempotency-Key, the transaction's result is its answer, stored with the write it answers, so
 * after a crash either both exist (a retry replays the answer) or neither (a retry runs the write).
 */
export async function answerInTransaction(trx: Db, result: unknown): Promise<void> {
  const write = keyedWrites.getStore()?.write;
  if (!write) return;
  // A write with no result answers 204 No Content, whatever its schema declares.
  const statusCode = result === undefined ? 204 : successStatusOf(write.reply.request);
  const body = serialize(write.reply, result, statusCode);
  await createIdempotencyRepository(trx).complete(write.claim, statusCode, body);
  write.answered = { statusCode, body };
}

/**
 * A keyed write that changes nothing, as when a retried create finds its record: its answer is
 * stored after the reply, there being no write that could commit without it.
 */
export function answerWithoutWrite(): void {
  const write = keyedWrites.getStore()?.write;
  if (write) write.wroteNothing = true;
}

/** Called after such a transaction commits; the crash tests hold the request here. */
export async function afterCommit(): Promise<void> {
  const context = keyedWrites.getStore();
  if (context?.holdAfterCommit && context.write?.answered) {
    process.stderr.write('idempotency: answer committed, holding the request\n');
    await new Promise(() => {});
  }
}

/** Strict mode's failure, also written to stderr: the test sees only a 500. */
function strictFailure(request: FastifyRequest, what: string): Error {
  const message = `${request.method} ${request.routeOptions.url}: ${what}`;
  process.stderr.write(`idempotency: ${message}\n`);
  return new Error(message);
}

/**
 * Writes carrying an `Idempotency-Key` (DESIGN §6): the first answer is stored and replayed for a
 * repeat, so a retried or replayed write never duplicates; the same key with another body is refused.
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const { clock, instanceId } = options;
  const keys = createIdempotencyRepository(options.db);
  const claims = options.claims === 'memory' ? memoryClaims() : databaseClaims(keys, instanceId);
  const holdAfterCommit = options.holdAfterCommit ?? false;
  startHousekeeping(app, options, claims);

  app.addHook('onRequest', (request, _reply, done) => {
    if (!WRITE_METHODS.has(request.method)) return done();
    keyedWrites.run({ write: null, holdAfterCommit }, done);
  });

  // The last of each route's preHandlers, after its own permission check: a caller who may not
  // make the request is refused, never handed another user's stored answer.
  app.addHook('onRoute', (route) => {
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, replayOrClaim];
  });

  async function replayOrClaim(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers['idempotency-key'];
    const context = keyedWrites.getStore();
    if (!context || header === undefined || request.routeOptions.config?.idempotent === false) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new AppError(400, 'IDEMPOTENCY_KEY_INVALID', 'Idempotency-Key must be 8 to 128 letters, digits or _.:-');
    }
    const claim = { scope: scopeOf(request), key };
    const requestHash = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const now = clock.now();
    const take = () => {
      const sequence = sequenceOf(request);
      context.write = {
        claim: { ...claim, requestHash, createdAt: now.toISOString(), sequence },
        reply,
        answered: null,
      };
    };
    // Held: unless a twin answered and let go between our read and the claim (claims held in
    // memory are free again once answered): then its answer is replayed.
    const answeredMeanwhile = async () => {
      const current = await keys.find(claim);
      if (!current || current.statusCode === null) return undefined;
      claims.settle(claim);
      return current;
    };
    // Taken before anything else can fail: a request that ends in error (the database went away)
    // then frees its claim, so its retry is not kept waiting.
    const takeUnlessAnswered = async () => {
      take();
      const answered = await answeredMeanwhile();
      if (answered) context.write = null;
      return answered;
    };
    await claims.releaseLeftovers();
    let stored = await keys.find(claim);
    if (!stored) {
      if (await claims.claim(claim, requestHash, now)) {
        stored = await takeUnlessAnswered();
        if (!stored) return;
      } else stored = await keys.find(claim);
    }
    if (stored && stored.requestHash !== requestHash) {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request');
    }
    if (stored && stored.statusCode === null && (await claims.takeOverAbandoned(claim, now))) {
      stored = await takeUnlessAnswered();
      if (!stored) return;
    }
    if (!stored || stored.statusCode === null) {
      throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', 'The same operation is being processed, retry');
    }
    return reply
      .code(stored.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(stored.responseBody ?? '');
  }

  // A request that never reached onSend (its client went away first) must not keep its claim.
  app.addHook('onResponse', async () => {
    const write = keyedWrites.getStore()?.write;
    if (write && !write.answered) await claims.release(write.claim);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const context = keyedWrites.getStore();
    const write = context?.write;
    if (!context || !write) return payload;
    context.write = null;
    const body = typeof payload === 'string' ? payload : '';
    // A server failure is not an answer: free the key so the client's retry runs again. Only a bare
    // claim is freed: an answer its transaction committed (then the connection died) is replayed.
    if (reply.statusCode >= 500) return claims.release(write.claim).then(() => payload);
    if (write.answered) {
      // Committed with the write: kept even if what came after failed, so the retry gets the receipt.
      if (reply.statusCode < 300 && (write.answered.body !== body || write.answered.statusCode !== reply.statusCode)) {
        if (options.strict) throw strictFailure(request, 'a keyed answer differs from its transaction result');
        request.log.warn({ url: request.url }, 'a keyed answer differs from its transaction result');
        await keys.complete(write.claim, reply.statusCode, body).catch((error: unknown) => {
          request.log.warn({ err: error }, 'a keyed answer could not be corrected');
        });
      }
      claims.settle(write.claim);
      return payload;
    }
    if (options.strict && reply.statusCode < 300 && !write.wroteNothing) {
      throw strictFailure(request, 'a keyed write answered outside its transaction');
    }
    try {
      await keys.complete(write.claim, reply.statusCode, body);
      claims.settle(write.claim);
    } catch {
      await claims.answerLater(write.claim, reply.statusCode, body);
    }
    return payload;
  });
}

/** Frees this instance's claims from its previous life, renews its heartbeat (freeing leftovers) and prunes old keys. */
function startHousekeeping(
  app: FastifyInstance,
  { db, clock, instanceId, retentionSeconds }: IdempotencyOptions,
  claims: ClaimStore,
) {
  const keys = createIdempotencyRepository(db);
  const beat = async () => {
    await keys.heartbeat(instanceId, clock.now().toISOString());
    await claims.releaseLeftovers();
  };
  const prune = () => keys.prune(addSeconds(clock.now(), -retentionSeconds).toISOString());
  const timers: NodeJS.Timeout[] = [];
  const quietly = (work: () => Promise<unknown>) => () => {
    work().catch((error: unknown) => app.log.warn({ err: error }, 'idempotency housekeeping failed'));
  };
  app.addHook('onReady', async () => {
    await keys.freeClaimsOf(instanceId);
    await beat();
    await prune();
    timers.push(setInterval(quietly(beat), HEARTBEAT_SECONDS * 1000).unref());
    timers.push(setInterval(quietly(prune), PRUNE_EVERY_SECONDS * 1000).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

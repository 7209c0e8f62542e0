import { randomBytes, timingSafeEqual } from "node:crypto";
import { Worker } from "node:worker_threads";
import { env } from "../../config/env.ts";

/**
 * Admin passwords as scrypt hashes, "scrypt$N$r$p$salt$hash" (base64url), so the cost can be
 * raised later and old hashes still verify. N = 2^15, r = 8 (128·N·r bytes of memory per hash)
 * is the OWASP-recommended floor for scrypt; its time per hash is in docs/performance.md.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** Thrown at once when every hashing worker is busy and the queue is full: the caller answers 429. */
export class PasswordHasherBusy extends Error {
  constructor() {
    super("Password hashing is at capacity");
    this.name = "PasswordHasherBusy";
  }
}

/**
 * Async crypto.scrypt runs on libuv's thread pool, the same few threads (UV_THREADPOOL_SIZE=2
 * under `npm start`) that compress social cards, so eight sign-ins stalled every card for
 * seconds. scryptSync inside a worker thread runs on that worker's own thread instead. The
 * source is inline so the code Astro bundles and the code run from src/ start the same worker.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
parentPort.on("message", (job) => {
  try {
    parentPort.postMessage({ key: scryptSync(job.password, job.salt, job.keyLength, job.options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

interface Job {
  readonly password: string;
  readonly salt: Uint8Array;
  readonly cost: ScryptCost;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

export interface PasswordHasher {
  /**
   * scrypt in a worker. `urgent` jobs (a browser that signed in before) wait ahead of the
   * others and have a queue of their own, so a flood of guesses cannot crowd the owner out.
   */
  derive(password: string, salt: Uint8Array, cost: ScryptCost, urgent?: boolean): Promise<Buffer>;
  close(): Promise<void>;
}

export interface HasherLimits {
  /** Workers, i.e. hashes computed at the same time. */
  readonly concurrency: number;
  /** Jobs that may wait for a worker, per priority; past it derive() rejects with PasswordHasherBusy. */
  readonly queue: number;
  /** An idle worker is stopped after this long; it costs a thread and a V8 isolate. */
  readonly idleMs?: number;
}

export function createPasswordHasher(limits: HasherLimits): PasswordHasher {
  const idleMs = limits.idleMs ?? 30_000;
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  let running = 0;
  const urgentQueue: Job[] = [];
  const normalQueue: Job[] = [];
  const all = new Set<Worker>();
  let closed = false;

  const spawn = (): Worker => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref(); // a waiting worker never keeps a script or test run alive
    all.add(worker);
    return worker;
  };

  const park = (worker: Worker) => {
    const timer = setTimeout(() => {
      const index = idle.findIndex((entry) => entry.worker === worker);
      if (index >= 0) idle.splice(index, 1);
      all.delete(worker);
      void worker.terminate();
    }, idleMs);
    timer.unref();
    idle.push({ worker, timer });
  };

  const run = (worker: Worker, job: Job) => {
    running++;
    const finish = (outcome: { key?: Uint8Array; error?: string }, crashed: boolean) => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      running--;
      if (outcome.key) job.resolve(Buffer.from(outcome.key.buffer, outcome.key.byteOffset, outcome.key.byteLength));
      else job.reject(new Error(`scrypt failed: ${outcome.error ?? "unknown"}`));
      if (crashed) {
        all.delete(worker);
        void worker.terminate();
        next(undefined);
      } else next(worker);
    };
    const onMessage = (message: { key?: Uint8Array; error?: string }) => finish(message, false);
    const onError = (error: Error) => finish({ error: error.message }, true);
    const onExit = (code: number) => finish({ error: `worker exited with code ${code}` }, true);
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({
      password: job.password,
      salt: job.salt,
      keyLength: KEY_LENGTH,
      options: { ...job.cost, maxmem: 128 * job.cost.N * job.cost.r * 2 },
    });
  };

  /** Hands the freed worker (or a new one, after a crash) to the next job, else parks it. */
  const next = (worker: Worker | undefined) => {
    if (closed) return;
    const job = urgentQueue.shift() ?? normalQueue.shift();
    if (job) run(worker ?? spawn(), job);
    else if (worker) park(worker);
  };

  return {
    derive(password, salt, cost, urgent = false) {
      return new Promise<Buffer>((resolve, reject) => {
        const job: Job = { password, salt, cost, resolve, reject };
        if (closed) {
          reject(new Error("The password hasher is closed"));
          return;
        }
        if (running < limits.concurrency) {
          const parked = idle.pop();
          if (parked) clearTimeout(parked.timer);
          run(parked?.worker ?? spawn(), job);
          return;
        }
        const queue = urgent ? urgentQueue : normalQueue;
        if (queue.length >= limits.queue) {
          reject(new PasswordHasherBusy());
          return;
        }
        queue.push(job);
      });
    },
    async close() {
      closed = true;
      for (const job of [...urgentQueue.splice(0), ...normalQueue.splice(0)]) {
        job.reject(new Error("The password hasher is closed"));
      }
      for (const { timer } of idle.splice(0)) clearTimeout(timer);
      await Promise.all([...all].map((worker) => worker.terminate()));
      all.clear();
    },
  };
}

let shared: PasswordHasher | undefined;

/** The process's hasher, sized by ADMIN_HASH_CONCURRENCY and ADMIN_HASH_QUEUE. */
export function sharedPasswordHasher(): PasswordHasher {
  shared ??= createPasswordHasher({ concurrency: env.ADMIN_HASH_CONCURRENCY, queue: env.ADMIN_HASH_QUEUE });
  return shared;
}

export async function hashPassword(password: string, hasher = sharedPasswordHasher()): Promise<string> {
  const salt = randomBytes(16);
  const key = await hasher.derive(password.normalize("NFC"), salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * Constant-time check of a password against a stored hash; a malformed hash never matches.
 * Rejects with PasswordHasherBusy when the hasher is at capacity.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  options: { readonly urgent?: boolean; readonly hasher?: PasswordHasher } = {},
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, "base64url");
  const hasher = options.hasher ?? sharedPasswordHasher();
  const key = await hasher.derive(password.normalize("NFC"), Buffer.from(salt, "base64url"), cost, options.urgent);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal which emails are admins. */
export const DUMMY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString("base64url")}$${Buffer.alloc(KEY_LENGTH).toString("base64url")}`;

export const PASSWORD_MIN_LENGTH = 12;

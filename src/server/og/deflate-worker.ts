/**
 * Deflates card scanlines on a worker thread. `zlib.deflate` on the thread pool also works,
 * but its stream machinery and the compressor's 256 KB of state (counted as external memory,
 * so it drives garbage collection) cost the event loop about 0.35 ms per card; handing the
 * buffer to a worker and back costs about 0.08 ms (docs/http-server.md).
 *
 * The pixel buffer is transferred, not copied, and comes back with the result, so the caller
 * can reuse it. If the worker cannot start or dies, cards fall back to the thread pool.
 */
import { Worker } from "node:worker_threads";
import { constants as zlibConstants, deflate } from "node:zlib";
import { promisify } from "node:util";

/**
 * Run-length matching only: palette scanlines are long runs of one index, and it compresses
 * them as small as level 3 does for 30% less CPU.
 */
export const CARD_DEFLATE = { level: 9, strategy: zlibConstants.Z_RLE } as const;

// CommonJS evaluated in the worker: the server is bundled, so a separate worker file would
// not be where a path computed here points.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { deflateSync } = require("node:zlib");
const options = ${JSON.stringify(CARD_DEFLATE)};
parentPort.on("message", ({ id, pixels }) => {
  try {
    const out = deflateSync(pixels, options);
    const deflated = new Uint8Array(out.byteLength);
    deflated.set(out);
    parentPort.postMessage({ id, pixels, deflated }, [pixels.buffer, deflated.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, pixels, error: String(error) }, [pixels.buffer]);
  }
});
`;

interface Reply {
  readonly id: number;
  readonly pixels: Uint8Array;
  readonly deflated?: Uint8Array;
  readonly error?: string;
}

type Pending = (reply: Reply) => void;

let worker: Worker | undefined;
let workerBroken = false;
const pending = new Map<number, Pending>();
let nextId = 0;

function startWorker(): Worker | undefined {
  if (worker || workerBroken) return worker;
  try {
    const started = new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 16 } });
    started.unref();
    started.on("message", (reply: Reply) => {
      const settle = pending.get(reply.id);
      pending.delete(reply.id);
      settle?.(reply);
    });
    const fail = () => {
      if (worker !== started) return;
      worker = undefined;
      // Buffers in flight are gone with the worker; their cards are drawn again on the pool.
      for (const [id, settle] of pending) settle({ id, pixels: new Uint8Array(0), error: "deflate worker stopped" });
      pending.clear();
    };
    started.on("error", fail);
    started.on("exit", fail);
    worker = started;
  } catch {
    workerBroken = true;
  }
  return worker;
}

const deflateOnPool = promisify(deflate);

/**
 * The zlib stream of `pixels`, and `pixels` itself to reuse. The buffer must own its whole
 * ArrayBuffer (it is transferred); it is unusable until the promise settles.
 */
export async function deflateScanlines(pixels: Uint8Array): Promise<{ pixels: Uint8Array; deflated: Uint8Array }> {
  const target = startWorker();
  if (target) {
    const reply = await new Promise<Reply>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      target.postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer]);
    });
    if (reply.deflated) return { pixels: reply.pixels, deflated: reply.deflated };
    if (reply.pixels.byteLength > 0) pixels = reply.pixels;
    else throw new Error(reply.error ?? "deflate failed");
  }
  return { pixels, deflated: await deflateOnPool(pixels, CARD_DEFLATE) };
}

/** For tests: stops the worker (the next card starts a new one). */
export async function stopDeflateWorker(): Promise<void> {
  await worker?.terminate();
}

import { Worker } from 'node:worker_threads';

/** One value to open: its key (by index into the batch's keys), its subject (the AAD) and its base64 body. */
export interface OpeningBatch {
  keys: Buffer[];
  keyOf: number[];
  subjects: string[];
  packed: string[];
}

/**
 * The thread's code, kept here as text so that it runs the same from the built files and under the
 * test runner. It opens exactly what PersonalDataVault opens: AES-256-GCM, iv|tag|ciphertext, the
 * subject as additional data, and answers the plain texts in order, or the first failure's message.
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createDecipheriv } = require('node:crypto');
parentPort.on('message', ({ id, keys, keyOf, subjects, packed }) => {
  try {
    const plain = new Array(packed.length);
    for (let i = 0; i < packed.length; i++) {
      const raw = Buffer.from(packed[i], 'base64');
      const decipher = createDecipheriv('aes-256-gcm', keys[keyOf[i]], raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(subjects[i]));
      decipher.setAuthTag(raw.subarray(12, 28));
      const body = decipher.update(raw.subarray(28));
      const rest = decipher.final();
      plain[i] = (rest.length > 0 ? Buffer.concat([body, rest]) : body).toString('utf8');
    }
    parentPort.postMessage({ id, plain });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/**
 * A second thread that decrypts large batches (a page of the log in a replay) while this one goes on
 * with its own work: on a page of thousands of events, opening the personal data took a third of the
 * replay's time on the main thread. It holds the process open only while a batch is out.
 */
export class OpeningThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (plain: string[]) => void; reject: (error: Error) => void }>();

  open(batch: OpeningBatch): Promise<string[]> {
    const worker = this.start();
    const id = this.nextId++;
    if (this.pending.size === 0) worker.ref();
    return new Promise<string[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...batch });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (answer: { id: number; plain: string[] } | { id: number; error: string }) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if ('error' in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.plain);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the decryption thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}

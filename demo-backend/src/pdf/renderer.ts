import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { PdfJob, PdfRequest, PdfResponse } from './jobs';
// Pulls the ESM worker into the type-checked program: tsconfig's include matches *.ts, not *.mts.
import type {} from './render-worker.mjs';

const RENDER_TIMEOUT_MS = 30_000;

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Renders PDFs in a child process. @react-pdf/renderer is ESM-only with top-level await, so it
 * cannot load inside a CommonJS host (tsx in this package, jest); rendering also takes tens of
 * milliseconds of CPU that would otherwise stall every other request, token refreshes included.
 */
export class PdfRenderer {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(path.join(__dirname, 'render-worker.mts'), [], {
      execArgv: ['--import', 'tsx'],
      cwd: path.resolve(__dirname, '../../..'),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: PdfResponse) => this.settle(message));
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      this.failAll(new Error(`PDF renderer exited (${signal ?? code})`));
    });
    // An idle renderer must not keep a test process or a stopping server alive.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private settle(message: PdfResponse): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    clearTimeout(pending.timer);
    if (this.pending.size === 0) this.child?.channel?.unref();
    if (message.ok) pending.resolve(Buffer.from(message.pdf));
    else pending.reject(new Error(message.error));
  }

  private failAll(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }

  render(job: PdfJob): Promise<Buffer> {
    const child = this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('PDF rendering timed out'));
      }, RENDER_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      child.channel?.ref();
      const request: PdfRequest = { id, job };
      child.send(request, (error) => {
        if (error) this.settle({ id, ok: false, error: error.message });
      });
    });
  }

  close(): void {
    this.failAll(new Error('PDF renderer closed'));
    this.child?.kill();
    this.child = null;
  }
}

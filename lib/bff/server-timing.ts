/**
 * The BFF's own stages as a Server-Timing header (BFF_TIMING=1), so `npm run bench` can say
 * where a call's time goes without a profiler: what the handler spends before the backend, the
 * backend's answer, and what Next adds around the handler (the client's time minus `total`).
 * Off, it reads no clock and touches no header.
 */
export interface StageTimer {
  /** Closes the stage that ran since the previous mark (or the timer's start). */
  mark(stage: string): void;
  /** Adds `stage;dur=ms` for every closed stage and `total`; the response is returned as is. */
  apply(response: Response): Response;
}

const OFF: StageTimer = { mark() {}, apply: (response) => response };

export function stageTimer(enabled: boolean): StageTimer {
  if (!enabled) return OFF;
  const start = performance.now();
  let last = start;
  const stages: string[] = [];
  const ms = (value: number) => value.toFixed(3);
  return {
    mark(stage) {
      const now = performance.now();
      stages.push(`${stage};dur=${ms(now - last)}`);
      last = now;
    },
    apply(response) {
      stages.push(`total;dur=${ms(performance.now() - start)}`);
      response.headers.append('Server-Timing', stages.join(', '));
      return response;
    },
  };
}

import type { CheckResult } from './report';
import { skip } from './report';
import type { BackendClient } from './client';

export interface WriteContext {
  client: BackendClient;
  token: string;
  bodies: Map<string, unknown>;
  add(result: CheckResult): void;
}

/** The flows that change data, run with `--write` only, in a sandbox agency. */
export async function runWriteFlows(context: WriteContext): Promise<void> {
  context.add(skip('write', 'write flows', 'not written yet'));
}

import fc from 'fast-check';
import {
  requestArbitrary,
  type FuzzRequest,
  type FuzzSecrets,
  type Operation,
} from './openapi-requests.js';

/**
 * Sends generated requests and judges the answers (RELIABILITY IN-01): no 5xx, and no error
 * body that leaks internals.
 */

export interface FuzzAnswer {
  status: number;
  body: string;
}

export interface FuzzFailure {
  identity: string;
  /** `METHOD /path/{template}` of the operation. */
  operation: string;
  request: FuzzRequest;
  answer: FuzzAnswer;
  reason: string;
}

/** Error bodies must not carry a stack, SQL or a file path (IN-01 "generic error bodies"). */
const LEAK =
  /\bat \S+ \(|node_modules|\.ts:\d+|\bSELECT\b|\bINSERT INTO\b|syntax error at|violates .* constraint|\bpg_\w+|ECONNREFUSED/;

export function verdictOf(answer: FuzzAnswer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status >= 400 && LEAK.test(answer.body)) return 'error body leaks internals';
  return undefined;
}

/** A failure as a line to read and replay: identity, request, answer. */
export function describeFailure(failure: FuzzFailure): string {
  const { request, answer } = failure;
  const body =
    request.body === undefined ? '' : ` body=${JSON.stringify(request.body.slice(0, 300))}`;
  return `${failure.reason} as ${failure.identity}: ${request.method} ${request.url.slice(0, 300)} headers=${JSON.stringify(request.headers)}${body} -> ${answer.status} ${answer.body.slice(0, 300)}`;
}

/** The run's answers by status, then one example of each distinct failure (operation, reason). */
export function reportOf(run: FuzzRun): string {
  const examples = new Map<string, FuzzFailure>();
  for (const failure of run.failures) {
    const key = `${failure.operation} ${failure.reason}`;
    if (!examples.has(key)) examples.set(key, failure);
  }
  return [
    `${run.requests} requests, ${run.failures.length} failures; answers by status ${JSON.stringify(run.byStatus)}`,
    ...[...examples.values()].map(describeFailure),
  ].join('\n');
}

export interface FuzzIdentity {
  name: string;
  /** Headers that make a request this identity's (a session cookie), fresh for each batch. */
  headers(): Promise<Record<string, string>>;
}

export interface FuzzRun {
  requests: number;
  byStatus: Record<number, number>;
  failures: FuzzFailure[];
}

/**
 * Sends `perOperation` generated requests to every operation as every identity, `concurrency` at
 * a time, through `send` (app.inject in CI, loopback HTTP in the bench). Deterministic for a
 * seed. The identity's headers are asked for before each operation's batch, so a session a
 * fuzzed request ended (sign-out, self-exclusion) is replaced.
 */
export async function fuzzOperations(options: {
  operations: Operation[];
  identities: FuzzIdentity[];
  secrets: FuzzSecrets;
  perOperation: number;
  seed: number;
  concurrency: number;
  send: (request: FuzzRequest) => Promise<FuzzAnswer>;
  onProgress?: (run: FuzzRun) => void;
}): Promise<FuzzRun> {
  const run: FuzzRun = { requests: 0, byStatus: {}, failures: [] };
  let seed = options.seed;
  for (const identity of options.identities) {
    for (const operation of options.operations) {
      seed += 1;
      const requests = fc.sample(requestArbitrary(operation, options.secrets), {
        numRuns: options.perOperation,
        seed,
      });
      const identityHeaders = await identity.headers();
      let next = 0;
      const worker = async () => {
        for (let request = requests[next++]; request !== undefined; request = requests[next++]) {
          const sent = { ...request, headers: { ...request.headers, ...identityHeaders } };
          const answer = await options.send(sent);
          run.requests += 1;
          run.byStatus[answer.status] = (run.byStatus[answer.status] ?? 0) + 1;
          const reason = verdictOf(answer);
          if (reason) {
            const name = `${operation.method} ${operation.path}`;
            run.failures.push({
              identity: identity.name,
              operation: name,
              request: sent,
              answer,
              reason,
            });
          }
        }
      };
      await Promise.all(Array.from({ length: options.concurrency }, worker));
      options.onProgress?.(run);
    }
  }
  return run;
}

// Loads one URL with autocannon from a process of its own, so that the load generator does not share the event
// loop of the server it measures (in production the client is a browser elsewhere). The latencies are kept exactly,
// from autocannon's response events: its own histogram rounds them to whole milliseconds.
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type Latency = { p50: number; p99: number; perSecond: number };
type Load = { url: string; headers: Record<string, string>; amount: number; connections: number };

export function latencyOf(durations: number[], elapsedMs: number): Latency {
  durations.sort((a, b) => a - b);
  const at = (quantile: number) => durations[Math.min(durations.length - 1, Math.floor(quantile * durations.length))]!;
  return { p50: at(0.5), p99: at(0.99), perSecond: (durations.length / elapsedMs) * 1000 };
}

/** Fires the load; answers when its last response arrived (autocannon itself ends on a whole second). */
async function fire(options: Load, durations: number[]) {
  let lastResponseAt = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    run.on('response', (_client, _status, _bytes, responseTime) => {
      durations.push(responseTime);
      lastResponseAt = performance.now();
    });
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return lastResponseAt;
}

const loadArgument = '--load=';
const asked = process.argv.find((argument) => argument.startsWith(loadArgument));
if (asked) {
  const load = JSON.parse(asked.slice(loadArgument.length)) as Load;
  await fire({ ...load, amount: 20, connections: 1 }, []); // warm-up
  const durations: number[] = [];
  const started = performance.now();
  const lastResponseAt = await fire(load, durations);
  console.log(JSON.stringify(latencyOf(durations, lastResponseAt - started)));
}

/** `amount` requests to `url`, `connections` at a time; any answer but 2xx fails the benchmark. */
export function cannon(url: string, headers: Record<string, string>, amount = 300, connections = 8) {
  const load: Load = { url, headers, amount, connections };
  const script = fileURLToPath(import.meta.url);
  return new Promise<Latency>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', script, `${loadArgument}${JSON.stringify(load)}`],
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Latency)),
    ),
  );
}

// One attacker process of tests/e2e/under-attack.balanced.ts: `loops` callers sending the same request (a JSON file of
// its address and fetch options: bodies are megabytes) in a loop for `ms` milliseconds, then the statuses they got, as
// JSON on stdout (0: the server closed the connection). A process of its own, started niced, so that what it spends
// making requests is not counted against the server.
import { readFileSync } from 'node:fs';

const [requestFile, loops, ms] = process.argv.slice(2);
const { url, init } = JSON.parse(readFileSync(requestFile!, 'utf8')) as { url: string; init: RequestInit };
const until = Date.now() + Number(ms);
const statuses: Record<number, number> = {};

await Promise.all(
  Array.from({ length: Number(loops) }, async () => {
    while (Date.now() < until) {
      const response = await fetch(url, init).catch(() => null);
      await response?.arrayBuffer().catch(() => null);
      const status = response?.status ?? 0;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }),
);
process.stdout.write(JSON.stringify(statuses));

// Counts the gzipped bytes of the JavaScript and CSS that index.html makes the browser load before the first
// render: its module scripts, their static imports (modulepreload) and stylesheets. Lazy chunks are not counted.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export async function firstLoadBytes(distDir = 'dist') {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const seen = new Set<string>();
  const queue = [...entries];
  let gzipped = 0;
  while (queue.length > 0) {
    const asset = queue.shift()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const source = await readFile(path.join(distDir, asset));
    gzipped += gzipSync(source).length;
    if (asset.endsWith('.js')) {
      // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
      for (const match of source
        .toString('utf8')
        .matchAll(/(?:^|[;\s}])import\s*(?:[^"'()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
        queue.push(path.posix.join(path.posix.dirname(asset), match[1]!));
      }
    }
  }
  return { gzipped, files: [...seen] };
}

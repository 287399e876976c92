// Serves the built portal: hashed assets cached for good, index.html never cached, answered with 200 on
// the portal's routes and 404 elsewhere (the portal then shows "Page not found"). Unknown API paths get JSON.
import { readFile, access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCrawler } from '../../common/crawlers';
import { isPortalPath } from '../../common/portal-routes';
import { errorBody } from './errors';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/health');

export async function registerPortal(app: FastifyInstance, staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html');
  const hasPortal = await access(indexFile).then(
    () => true,
    () => false,
  );
  if (!hasPortal) app.log.warn(`no built portal in ${staticDir}: run "npm run build"; serving the API only`);
  const indexHtml = hasPortal ? await readFile(indexFile, 'utf8') : '';

  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
    if (!isPageRequest) {
      const message = isApiPath(pathname) ? `No API route ${request.method} ${pathname}` : 'Page not found';
      return reply.status(404).send(errorBody(404, message));
    }
    const statusCode = isPortalPath(pathname) ? 200 : 404;
    if (!hasPortal || (statusCode === 404 && isCrawler(request.headers['user-agent']))) {
      const body = statusCode === 404 ? 'Page not found' : 'The portal has not been built';
      return reply
        .status(hasPortal ? statusCode : 503)
        .type('text/plain; charset=utf-8')
        .send(body);
    }
    return reply
      .status(statusCode)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}

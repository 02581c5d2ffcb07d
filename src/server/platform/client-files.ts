import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client. Hashed files under /assets never change, so browsers keep them a year;
 * pages are revalidated on every visit so a new release is picked up at once.
 */
export async function registerClientFiles(app: FastifyInstance, clientDist: string): Promise<void> {
  const indexPath = path.join(clientDist, 'index.html');
  const hasClient = fs.existsSync(indexPath);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: true,
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPageRequest && hasClient) {
      // Unknown paths get the app shell; its router shows '404 Page Not Found' itself.
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}

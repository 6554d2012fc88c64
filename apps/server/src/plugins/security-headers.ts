import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet's headers, with what depends on how the app is reached: HSTS and the CSP's
 * `upgrade-insecure-requests` only when `PUBLIC_URL` is https, since on plain http (a yard's LAN,
 * a trial on localhost) they would send the browser to an https port nothing listens on, and keep
 * it there for a year. Every answer that sets no caching of its own (the API's: sessions, users,
 * boxes, names) is `no-store`, so no browser or proxy keeps personal data; hashed assets, the
 * layout's ETag and gate stills keep theirs.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl?: string | undefined }) => {
    const https = publicUrl?.startsWith('https:') ?? false;
    await app.register(helmet, {
      strictTransportSecurity: https,
      contentSecurityPolicy: {
        directives: {
          // antd writes its styles at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          // The yard map's satellite tiles come from the https server the metadata names.
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);

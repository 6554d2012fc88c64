import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';

export type { Mail, Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail over SMTP_URL (without one, every send fails). */
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app) => {
    app.decorate(
      'mailer',
      createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom }),
    );
  },
  { name: 'mail' },
);

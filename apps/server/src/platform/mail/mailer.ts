export interface Mail {
  to: string[];
  subject: string;
  text: string;
  attachments?: { filename: string; path: string }[];
}

/** Sends mail; throws when the mail server cannot be reached or refuses it. */
export type Mailer = (mail: Mail) => Promise<void>;

/**
 * Mail through the SMTP server of `SMTP_URL`. Without one every send fails, so a feature that
 * mails answers its failure message rather than pretending. Short timeouts: a user waits.
 */
export function createMailer({ smtpUrl, from }: { smtpUrl: string | undefined; from: string }) {
  if (!smtpUrl) {
    return (async () => {
      throw new Error('SMTP_URL is not set');
    }) satisfies Mailer;
  }
  // nodemailer is loaded with the first mail, not with every server start.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
  return (async (mail) => {
    await (await transport).sendMail({ from, ...mail });
  }) satisfies Mailer;
}

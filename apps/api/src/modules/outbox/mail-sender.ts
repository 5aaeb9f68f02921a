/**
 * Sending one mail over SMTP (nodemailer), configured by SMTP_URL and MAIL_FROM. Each mail carries a
 * Message-ID made from its outbox row, so the rare mail sent twice (a crash between the SMTP server's
 * "accepted" and the outbox noting it) is the same message to the receiving side, which drops copies.
 */
import nodemailer from 'nodemailer';
import type { OutboxMail } from './outbox.repository';

export interface MailSender {
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
      });
    },
    close: () => transport.close(),
  };
}

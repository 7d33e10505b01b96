import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mails leave the machine; absent when SMTP_URL is unset (the dev mailbox keeps them). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer. The timeouts keep one attempt well inside the outbox lease (60 s),
 * so a hanging server fails the attempt and the outbox retries instead of a second worker
 * sending the same mail.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        ...mail,
        // RFC 3834: out-of-office replies and the like are not sent back to us.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close: () => transporter.close(),
  };
}

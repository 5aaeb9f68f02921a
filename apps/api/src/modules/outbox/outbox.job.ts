/**
 * The outbox's sender: a job that takes the mails that are due and sends them, one at a time. A mail
 * that fails is tried again later, waiting longer each time (30 s, 1 min, 2 min… at most an hour);
 * without SMTP_URL nothing is sent and the mails wait in the outbox (they were logged when written).
 */
import { doublingDelay, type SendingJobDeps } from '../../plugins/jobs';
import type { MailSender } from './mail-sender';
import { createOutboxRepository } from './outbox.repository';

const BATCH = 20;
/** Longer than any SMTP exchange: a mail is not claimed twice while it is being sent. */
const LEASE_MS = 5 * 60_000;
const retryDelayMs = doublingDelay(30_000, 60 * 60_000);

/** Sends what is due; returns how many mails were sent. */
export async function sendDueMails(deps: SendingJobDeps & { sender: MailSender }): Promise<number> {
  const outbox = createOutboxRepository(deps.db);
  const retryDelay = deps.retryDelay ?? retryDelayMs;
  let sent = 0;
  // Batch after batch while there are more, but not round again after a failure: a server that
  // refuses mail is asked again on a later run, not in a loop.
  for (;;) {
    const due = await outbox.claimDue(BATCH, LEASE_MS);
    let failed = false;
    for (const mail of due) {
      try {
        await deps.sender.send(mail);
        await outbox.markSent(mail.id);
        sent += 1;
      } catch (error) {
        failed = true;
        const message = error instanceof Error ? error.message : String(error);
        deps.log.warn(
          { mail: mail.id, attempts: mail.attempts + 1, err: message },
          'mail not sent',
        );
        await outbox.markFailed(mail.id, message, retryDelay(mail.attempts + 1));
      }
    }
    if (failed || due.length < BATCH) return sent;
  }
}

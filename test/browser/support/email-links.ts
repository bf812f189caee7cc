import { FileMailbox, type ReceivedEmail, linkIn } from '../../support/mailbox';

const linkTo = (email: ReceivedEmail, path: string): string | null => {
  try {
    return linkIn(email, path).toString();
  } catch {
    return null;
  }
};

/**
 * The link to `path` in the newest email sent to `to` that has one, waiting for the job that sends
 * it (emails go out after the HTTP answer).
 */
export async function newestLink(dataDir: string, to: string, path: string, timeoutMs = 15_000): Promise<string> {
  const mailbox = new FileMailbox(dataDir);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const emails = (await mailbox.messages()).filter((email) => email.to.includes(to.toLowerCase()));
    const link = emails
      .reverse()
      .map((email) => linkTo(email, path))
      .find((found) => found !== null);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no email to ${to} with a link to ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many emails `to` has been sent so far. */
export async function emailCount(dataDir: string, to: string): Promise<number> {
  const emails = await new FileMailbox(dataDir).messages();
  return emails.filter((email) => email.to.includes(to.toLowerCase())).length;
}

/** Waits until `to` has been sent at least `count` emails. */
export async function waitForEmailCount(dataDir: string, to: string, count: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await emailCount(dataDir, to)) < count) {
    if (Date.now() > deadline) throw new Error(`${to} was not sent ${count} emails`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

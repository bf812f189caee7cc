import { listAdmins } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';
import { isErased, messageIdFor } from '../mail/deliver-email';
import { publicUrl } from '../mail/portal-links';
import { html, htmlBody, link, textBody } from '../mail/templates/layout';

export const ENDPOINT_DISABLED_JOB = 'webhook-endpoint-disabled';

export interface EndpointDisabledPayload {
  endpointId: string;
  url: string;
  reason: string;
}

/**
 * Tells every admin that an endpoint was disabled after 3 days of failures. One message per admin
 * with a Message-ID derived from the job, so a repeated run is folded by mail clients; there is no
 * event to record it on (webhook state is operational, not part of the log).
 */
export const endpointDisabledJob: JobHandler<EndpointDisabledPayload> = {
  type: ENDPOINT_DISABLED_JOB,

  async run({ endpointId, url, reason }, context) {
    const screen = `${publicUrl(context.config)}/admin/webhooks/${endpointId}/show`;
    for (const admin of await listAdmins(context.db)) {
      if (isErased(admin.email) || isErased(admin.first_name)) continue;
      const lines = [
        `The webhook endpoint ${url} failed for 3 days and was disabled: ${reason}.`,
        'Events still reach its queue; they are delivered in order once it is enabled again.',
      ];
      await context.mailer.send({
        to: admin.email,
        recipientId: admin.id,
        messageId: messageIdFor(`${context.jobId}:${admin.id}`),
        subject: 'A webhook endpoint was disabled',
        text: textBody(admin.first_name, [...lines, `Review it: ${screen}`]),
        html: htmlBody(admin.first_name, [
          ...lines.map((line) => html`${line}`),
          html`Review it: ${link(screen, screen)}`,
        ]),
      });
    }
  },
};

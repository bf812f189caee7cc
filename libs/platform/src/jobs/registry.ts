import { renderCertificateJob } from '../certificates/render-certificate.job';
import { settleCertificateJob } from '../certificates/settle-certificate.job';
import { expireOfferJob } from '../enrollment/expire-offer.job';
import { offerFreedPlaceJob } from '../enrollment/offer-freed-place.job';
import { sendAnnouncementEmailJob } from '../mail/announcement-email.job';
import { sendApplicationEmailJob } from '../mail/application-email.job';
import { eraseCopiesJob } from '../identity/erase-copies.job';
import { sendEmailJob } from '../mail/send-email.job';
import { sendPodChangedEmailJob } from '../pods/pod-changed-email.job';
import { sendPodPlacedEmailJob } from '../pods/pod-placed-email.job';
import { endpointDisabledJob } from '../webhooks/endpoint-disabled.job';
import type { JobHandler } from './job-handler';

/** Every job type the product runs. Each capability adds its handlers (emails, certificates, ORCID, timers). */
export const PRODUCTION_JOB_HANDLERS: ReadonlyArray<JobHandler> = [
  sendEmailJob,
  sendApplicationEmailJob,
  expireOfferJob,
  offerFreedPlaceJob,
  settleCertificateJob,
  renderCertificateJob,
  sendPodChangedEmailJob,
  sendPodPlacedEmailJob,
  endpointDisabledJob,
  eraseCopiesJob,
  sendAnnouncementEmailJob,
];

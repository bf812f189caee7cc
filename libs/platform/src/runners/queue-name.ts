/** The BullMQ queue every process of the portal shares (production). */
export const QUEUE_NAME = 'portal-jobs';

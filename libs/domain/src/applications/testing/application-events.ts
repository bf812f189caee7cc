import type { ApplicationRole } from '@portal/contracts';
import type { ApplicationEvent } from '../application.events';
import { at } from './course';

/** The one application these tests follow. */
export const APPLICATION_REF = { applicationId: 'a1', userId: 'u1' };

/** Its submission on course c1, season 2026, on 1 March, with `ref` naming another application if given. */
export const submittedAs = (role: ApplicationRole, ref = APPLICATION_REF): ApplicationEvent => ({
  type: 'ApplicationSubmitted',
  data: {
    ...ref,
    courseId: 'c1',
    role,
    season: 2026,
    seniority: null,
    form: {},
    personal: {},
    submittedAt: at('03-01').toISOString(),
  },
});

/** An offer made on 1 April, open until 1 May. */
export const offerMade = (ref = APPLICATION_REF): ApplicationEvent => ({
  type: 'OfferMade',
  data: {
    ...ref,
    offerId: 'o1',
    acceptingOfferEndDate: at('05-01').toISOString(),
    offeredAt: at('04-01').toISOString(),
  },
});

/** The roles document accepted on 2 April. */
export const rolesDocumentAccepted = (ref = APPLICATION_REF): ApplicationEvent => ({
  type: 'RolesDocumentAccepted',
  data: { ...ref, acceptedAt: at('04-02').toISOString() },
});

import type { ApplicationRole, ApplicationStatus, Seniority } from '@portal/contracts';
import type { ApplicationEvent, StoredForm } from './application.events';
import { type Enrollment, evolveEnrollment, initialEnrollment } from '../enrollment/enrollment.state';

export interface LiveApplication extends StoredForm {
  applicationId: string;
  userId: string;
  courseId: string;
  role: ApplicationRole;
  season: number;
  seniority: Seniority | null;
  applicationStatus: ApplicationStatus;
  wantsToEnroll: boolean;
  enrollment: Enrollment;
}

/** `none` before submission; `live` while it counts; `withdrawn` once the applicant deleted it. */
export type ApplicationState =
  | { status: 'none' }
  | { status: 'live'; application: LiveApplication }
  | { status: 'withdrawn'; application: LiveApplication };

export const initialApplicationState = (): ApplicationState => ({ status: 'none' });

export function evolveApplication(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  switch (event.type) {
    case 'ApplicationSubmitted': {
      const { applicationId, userId, courseId, role, season, seniority, form, personal } = event.data;
      const application = { applicationId, userId, courseId, role, season, seniority, form, personal };
      return {
        status: 'live',
        application: {
          ...application,
          applicationStatus: 'applied',
          wantsToEnroll: false,
          enrollment: initialEnrollment(),
        },
      };
    }
    case 'ApplicationUpdated':
      if (state.status !== 'live') return state;
      return {
        status: 'live',
        application: {
          ...state.application,
          seniority: event.data.seniority,
          form: event.data.form,
          personal: event.data.personal,
        },
      };
    case 'ApplicationWithdrawn':
      return state.status === 'live' ? { status: 'withdrawn', application: state.application } : state;
    case 'EnrollmentWishSet':
      return state.status === 'live'
        ? { status: 'live', application: { ...state.application, wantsToEnroll: true } }
        : state;
    case 'ApplicationStatusChanged':
      if (state.status !== 'live') return state;
      return { status: 'live', application: { ...state.application, applicationStatus: event.data.status } };
    case 'DroppedOut':
      if (state.status !== 'live') return state;
      return { status: 'live', application: { ...state.application, applicationStatus: 'dropped_out' } };
    default:
      // Money can arrive for a withdrawn application too: it is recorded there (and flagged for a refund).
      if (state.status === 'none') return state;
      return { status: state.status, application: evolveEnrollment(state.application, event) };
  }
}

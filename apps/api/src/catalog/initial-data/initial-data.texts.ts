import type { InitialData } from '@portal/contracts';

/** The descriptions shown on the sign-in and sign-up pages (spec: "from the initial data"). */
export const INITIAL_DATA: InitialData = {
  login_page_description:
    'Sign in to follow your applications, accept an offer, enrol and find your pod. New here? Create an account first.',
  registration_page_description:
    'Create an account to apply as a student, teaching assistant or mentor. You will receive an email to confirm your address.',
};

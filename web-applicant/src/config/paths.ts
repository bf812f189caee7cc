// Every route the applicant app links to, so that a renamed path changes in one place.
/** The connected-accounts section's id on the account page, the target of `connectedAccounts`. */
export const CONNECTED_ACCOUNTS_ANCHOR = 'connected-accounts';

const fixedPath = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: fixedPath('/'),
  signIn: fixedPath('/sign-in'),
  signUp: fixedPath('/sign-up'),
  forgotPassword: fixedPath('/forgot-password'),
  resetPassword: fixedPath('/reset-password'),
  verification: fixedPath('/verification'),
  newEmailVerification: fixedPath('/new-email-verification'),
  githubVerification: fixedPath('/github-verification'),
  googleVerification: fixedPath('/google-verification'),
  orcidVerification: fixedPath('/orcid-verification'),
  account: fixedPath('/account'),
  // The Settings tab's connected accounts, where ORCID is connected (the Documents tab links here).
  connectedAccounts: { path: '/account', getHref: () => `/account#${CONNECTED_ACCOUNTS_ANCHOR}` },
  logistics: fixedPath('/logistics'),
  applications: fixedPath('/applications'),
  // `{role}_application` in the URL, as the spec writes it: /create/student_application/{courseId}.
  createApplication: {
    path: '/create/:applicationType/:courseId',
    getHref: (role: string, courseId: string) => `/create/${role}_application/${courseId}`,
  },
  editApplication: {
    path: '/edit/:applicationType/:courseId/:applicationId',
    getHref: (role: string, courseId: string, applicationId: string) =>
      `/edit/${role}_application/${courseId}/${applicationId}`,
  },
  courseDashboard: {
    path: '/course/:applicationId',
    getHref: (applicationId: string, role: string) => `/course/${applicationId}?type=${role}`,
  },
  // Public: the link a certificate's owner shares (spec 1 §2 '/certificate (certificate id)').
  certificate: {
    path: '/certificate/:certificateId',
    getHref: (certificateId: string) => `/certificate/${encodeURIComponent(certificateId)}`,
  },
  media: fixedPath('/media'),
  verifyContentPass: fixedPath('/verify-content-pass'),
  help: fixedPath('/help'),
} as const;

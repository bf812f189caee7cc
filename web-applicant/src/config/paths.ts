// Every route the applicant app links to, so that a renamed path changes in one place.
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  applications: {
    path: '/applications',
    getHref: () => '/applications',
  },
} as const;

import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * react-admin's English words, with a message per resource where its generic one ("Element created")
 * would leave staff guessing what happened. react-admin looks `resources.<name>.notifications.*` up
 * first and falls back to the generic message for the others. The staff app stays English.
 */
const messages = {
  ...englishMessages,
  resources: {
    courses: { notifications: { created: 'Course created', updated: 'Course saved', deleted: 'Course deleted' } },
    seasons: { notifications: { created: 'Season created', updated: 'Season saved', deleted: 'Season deleted' } },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

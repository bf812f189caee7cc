import createCache from '@emotion/cache';

/**
 * MUI's styles are `<style>` elements that emotion adds at run time. The portal's Content-Security-Policy
 * allows only styles from its own origin and those carrying the nonce the server wrote into this page
 * (Vite's `html.cspNonce` meta tag), so emotion stamps that nonce on each element it adds.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

export const styleCache = createCache({ key: 'css', nonce });

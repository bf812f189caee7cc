import { useEffect } from 'react';

const APP_NAME = 'Course Portal — Staff';

/**
 * Names the browser tab after the page (WCAG 2.4.2): each page's react-admin <Title> is written into
 * the app bar's title element, so the document title follows that element's text, "<page> – Course
 * Portal — Staff", on every page without each page saying it twice (issue 57).
 */
export function useDocumentTitle(titleElementId: string) {
  useEffect(() => {
    const element = document.getElementById(titleElementId);
    if (!element) return undefined;
    const follow = () => {
      const page = element.textContent.trim();
      document.title = page ? `${page} – ${APP_NAME}` : APP_NAME;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [titleElementId]);
}

/** What a page's route carries besides its element (router.tsx's `pageRoute`). */
export type PageHandle = {
  /** Starts loading the page's chunk and the data it opens with. */
  preload: () => Promise<unknown>;
  /** The page's name: the document title's first part, and what a route change announces. */
  title: string;
};

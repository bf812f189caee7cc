import { lazy, type ComponentType } from 'react';

export type LazyPage<P extends object> = {
  Page: ComponentType<P>;
  /** Starts loading the page (once) and resolves when it is in. */
  preload: () => Promise<unknown>;
};

/**
 * A page in its own chunk (docs/architecture.md §7 budget). Until its chunk is in it suspends, like `lazy`; once
 * in, it renders at once. So the first page, preloaded before the first render, paints whole instead
 * of header, then spinner, then page. `load` may also wait for the data the page opens with.
 */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  const Page = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  };
  return { Page, preload };
};

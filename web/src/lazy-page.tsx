import { type ComponentType, lazy, useState } from 'react';

/** A page whose code loads on demand (lazyPage), rendered by LazyPage. */
export interface LazyPageSource<P extends object> {
  /** Starts loading the code; settles once it is in. */
  preload: () => Promise<{ default: ComponentType<P> }>;
  /** The page once its code is in, null before. */
  loaded: () => ComponentType<P> | null;
  lazy: ComponentType<P>;
  /** Tells pages apart where one route's LazyPage gives way to another's. */
  id: number;
}

let pages = 0;

/**
 * A page whose code loads on demand, with a `preload` that starts it early (route-prefetch.ts).
 * React.lazy suspends on its first render even when the code is in already, which shows
 * 'Loading...' for a frame and, on a page opened from its address, replaces the server's first
 * screen with it; LazyPage renders a page whose `preload` has settled directly.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPageSource<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  pages += 1;
  return { preload, loaded: () => loaded, lazy: lazy(preload), id: pages };
}

export function LazyPage<P extends object>({ page, props }: { page: LazyPageSource<P>; props: P }) {
  // Keyed by page: moving from one such page to another (a match page's footer link to the
  // helplines) mounts the new one, where React would otherwise keep the first and its choice.
  return <ChosenPage key={page.id} page={page} props={props} />;
}

function ChosenPage<P extends object>({ page, props }: { page: LazyPageSource<P>; props: P }) {
  // Chosen once per mount: switching from the lazy to the loaded type would remount the page.
  const [Component] = useState<ComponentType<P>>(() => page.loaded() ?? page.lazy);
  return <Component {...props} />;
}

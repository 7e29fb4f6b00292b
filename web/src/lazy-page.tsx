import { type ComponentType, lazy, useState } from 'react';

/**
 * A page whose code loads on demand, with a `preload` that starts it early (route-prefetch.ts).
 * React.lazy suspends on its first render even when the code is in already, which shows
 * 'Loading...' for a frame and, on a page opened from its address, replaces the server's first
 * screen with it; a page mounted after `preload` settled renders the loaded component directly.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function Page(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Page, preload };
}

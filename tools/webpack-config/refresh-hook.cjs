// Development only, the first module of every front end's bundle: the React DevTools hook that
// React Fast Refresh works through, made to serve several builds sharing one React (the shell and
// its remotes, each with its own refresh runtime). Where a React DevTools extension installed its
// hook first, that hook is used as it is.
// - A runtime finds a React that loaded before it in `renderers`; react-refresh's own stand-in hook
//   leaves that empty, so a remote (which loads after React) would never refresh. This one fills it.
// - Each runtime hands React its own handler when it refreshes and React keeps one: combined here,
//   a remote's refreshed component stays refreshed after the shell refreshes, and the reverse.
/* global window */
if (typeof window !== 'undefined' && !window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  let nextId = 0;
  const handlers = [];
  const resolveFamily = (type) => {
    for (const handler of handlers) {
      const family = handler(type);
      if (family !== undefined) return family;
    }
    return undefined;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      const id = nextId++;
      if (typeof renderer.setRefreshHandler === 'function') {
        const setRefreshHandler = renderer.setRefreshHandler;
        renderer.setRefreshHandler = (handler) => {
          if (typeof handler === 'function' && !handlers.includes(handler)) handlers.push(handler);
          setRefreshHandler(handlers.length > 0 ? resolveFamily : null);
        };
      }
      this.renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}

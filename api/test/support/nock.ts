/**
 * nock, usable on Node 20. nock 15 intercepts through @mswjs/interceptors, whose socket
 * interceptor (it patches every net.Socket, PostgreSQL's included) calls Promise.withResolvers,
 * new in Node 22; the project supports Node >= 20.19. This adds the standard method where it is
 * missing, before any socket connects.
 */
if (typeof Promise.withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export { default } from 'nock';

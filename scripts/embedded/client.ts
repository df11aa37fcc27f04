/** A student's browser in a few lines: fetch with a cookie jar, the Origin a browser sends, and a client address. */
export interface Client {
  cookie: string;
  /** The signed-in student's id (after `signedIn`). */
  userId?: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response & { json_: unknown }>;
}

let addresses = 0;
/** Each request its own client address, so per-address limits count as they would for many people. */
export const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export function client(baseUrl: string): Client {
  const self: Client = {
    cookie: '',
    async call(method, path, body, headers = {}) {
      const isForm = body instanceof FormData;
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          origin: baseUrl,
          'x-forwarded-for': nextAddress(),
          ...(self.cookie ? { cookie: self.cookie } : {}),
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      const set = res.headers.getSetCookie();
      if (set.length) self.cookie = set.map((c) => c.split(';')[0]).join('; ');
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: kept as text
      }
      return Object.assign(res, { json_: parsed });
    },
  };
  return self;
}

export async function signedIn(baseUrl: string, email: string, password: string) {
  const c = client(baseUrl);
  const res = await c.call('POST', '/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`log-in as ${email} answered ${res.status}: ${JSON.stringify(res.json_)}`);
  c.userId = (res.json_ as { id: string }).id;
  return c;
}

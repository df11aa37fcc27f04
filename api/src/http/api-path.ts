/** Whether a path belongs to the API (everything else is one of the apps the server hosts). */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

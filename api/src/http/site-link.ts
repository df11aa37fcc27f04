/**
 * Whether a link an admin typed may be put on a page: an https:// address with a host, or a path
 * on this site ('/x', never '//host' or '/\host', which browsers read as another host). Anything
 * else (javascript:, data:, http:) could run script or downgrade a student's connection.
 */
export function isSiteOrHttpsLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

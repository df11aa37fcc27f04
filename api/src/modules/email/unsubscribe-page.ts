// The small pages of the unsubscribe link (outside the apps: the link must work in any mail app).
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of an e-mail's link (its body HTML is the caller's, escaped there). */
export const linkPage = (title: string, body: string) => page(title, body);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Thriftz</title>
<style>body{font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0;padding:24px}
main{max-width:480px;margin:10vh auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}
h1{color:#059669;font-size:22px;margin-top:0}button,a.button{background:#059669;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;cursor:pointer;text-decoration:none;display:inline-block}
button:focus-visible,a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}p{line-height:1.5}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Asks first: mail scanners open links, and opening this one must not unsubscribe anybody. */
export const confirmPage = (token: string) =>
  page(
    'Unsubscribe',
    `<h1>Unsubscribe from Thriftz offers?</h1>
<p>You will no longer get promotional e-mail (offers, announcements) from Thriftz. E-mail about your account and your orders still comes.</p>
<form method="post" action="/api/email/unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );

export const donePage = (homeUrl: string) =>
  page(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1><p>Thriftz will not send you promotional e-mail any more.</p>
<p><a class="button" href="${escapeHtml(homeUrl)}">Go to Thriftz</a></p>`,
  );

/**
 * The page a browser shows when loading the student or admin app fails on the server, in place
 * of the problem+json an API client gets. It must render with nothing else working (no database,
 * no built app, no script under the strict CSP), so it is one self-contained document: the
 * app's tokens (UI.md) as inline CSS, the logo and icon as inline SVG, plain links to retry.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export interface ErrorPageInput {
  status: number;
  /** The problem's detail: shown for a 4xx, where it is the words meant for the person. */
  detail: string;
  /** Where "Back to home" leads: the app the person was opening. */
  home: string;
  requestId?: string;
}

const css = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;background:#f8fafc;color:#0f172a;
font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue','Noto Sans',Arial,sans-serif;line-height:1.5}
header{background:#fff;border-bottom:1px solid #e2e8f0}
.bar{max-width:1280px;margin:0 auto;padding:0 16px;height:64px;display:flex;align-items:center}
.logo{display:inline-flex;align-items:center;gap:5px;font-size:1.25rem;font-weight:800;letter-spacing:-.025em;color:#0f172a;text-decoration:none;border-radius:8px}
.logo b{color:#059669;font-weight:800}
main{flex:1;display:flex;align-items:center;justify-content:center;padding:40px 16px}
.card{width:100%;max-width:520px;background:#fff;border:1px solid #e2e8f0;border-radius:12px;
box-shadow:0 1px 2px rgb(15 23 42/.04),0 4px 16px -4px rgb(15 23 42/.08);padding:32px 20px;text-align:center}
.tile{width:64px;height:64px;margin:0 auto;border-radius:16px;background:#fff1f2;color:#e11d48;display:flex;align-items:center;justify-content:center}
.eyebrow{margin:24px 0 0;font-size:.8rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#64748b}
h1{margin:8px 0 0;font-size:1.5625rem;line-height:1.2;font-weight:700;letter-spacing:-.025em;text-wrap:balance}
p.message{margin:12px auto 0;max-width:28rem;color:#475569;text-wrap:pretty}
.actions{margin-top:32px;display:flex;flex-direction:column;gap:12px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:44px;padding:0 16px;border-radius:8px;
font-size:.875rem;font-weight:600;text-decoration:none;white-space:nowrap;box-shadow:0 1px 2px rgb(15 23 42/.05)}
.primary{background:#047857;color:#fff}
.primary:hover{background:#065f46}
.secondary{background:#fff;color:#0f172a;border:1px solid #cbd5e1}
.secondary:hover{background:#f8fafc;border-color:#94a3b8}
a:focus-visible{outline:2px solid #059669;outline-offset:2px}
.ref{margin:24px 0 0;font-size:.8rem;color:#64748b}
.ref code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.75rem;white-space:nowrap}
@media (min-width:640px){
.bar{padding:0 24px}
.card{padding:40px 32px}
h1{font-size:1.953rem}
.actions{flex-direction:row;justify-content:center}
.button{height:40px}
}`;

// The app's wordmark tile: a T on emerald with the amber dot overhanging its corner.
const logo = `<svg aria-hidden="true" width="35" height="35" viewBox="0 0 35 35"><rect width="32" height="32" rx="8" fill="#059669"/><text x="16" y="22" text-anchor="middle" font-family="system-ui,sans-serif" font-size="16" font-weight="900" fill="#fff">T</text><circle cx="30.5" cy="30.5" r="3.5" fill="#f59e0b" stroke="#fff" stroke-width="2"/></svg>`;

// lucide's triangle-alert, the icon the app's own error page shows.
const alertIcon = `<svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"/><path d="M12 9v4"/><path d="M12 17h.01"/></svg>`;

const refreshIcon = `<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8"/><path d="M21 3v5h-5"/><path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16"/><path d="M8 16H3v5"/></svg>`;

export function errorPage({ status, detail, home, requestId }: ErrorPageInput): string {
  const ours = status >= 500;
  const title = ours ? 'This page could not load' : 'This page could not be opened';
  const message = ours ? SERVER_ERROR_MESSAGE : detail;
  // No script may run here (CSP), so Retry is a link to this same address: following it reloads.
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="theme-color" content="#059669">
<title>${title} · Thriftz</title><style>${css}</style></head>
<body><header><div class="bar"><a class="logo" href="${escapeHtml(home)}" aria-label="Thriftz, home">${logo}<span>Thrift<b>z</b></span></a></div></header>
<main><div class="card" role="alert">
<div class="tile">${alertIcon}</div>
<p class="eyebrow">Error ${status}</p>
<h1>${title}</h1>
<p class="message">${escapeHtml(message)}</p>
<div class="actions">
<a class="button primary" href="">${refreshIcon}Retry</a>
<a class="button secondary" href="${escapeHtml(home)}">Back to home</a>
</div>
${requestId ? `<p class="ref">Reference: <code>${escapeHtml(requestId)}</code></p>` : ''}
</div></main></body></html>`;
}

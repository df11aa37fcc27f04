import { createHash } from 'node:crypto';

// The getting-started page's building blocks: its one style sheet and its code blocks.

export const style = `
:root{color-scheme:light;--ink:#1f2328;--muted:#57606a;--line:#d0d7de;--code:#f6f8fa;--accent:#0b5cad}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff}
header,main,footer{max-width:48rem;margin:0 auto;padding:0 1rem}
header{padding-top:1.25rem}
header p{margin:.25rem 0 1rem;color:var(--muted)}
nav ol{padding-left:1.25rem;columns:2 14rem;margin:.5rem 0 1rem}
a{color:var(--accent)}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px;border-radius:2px}
h1{font-size:1.75rem;line-height:1.25;margin:0}
h2{font-size:1.35rem;line-height:1.3;margin:2.25rem 0 .5rem;padding-top:.5rem;border-top:1px solid var(--line)}
h3{font-size:1.05rem;margin:1.5rem 0 .25rem}
code{font:.9em/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--code);padding:.1em .3em;border-radius:4px;overflow-wrap:anywhere}
pre{background:var(--code);border:1px solid var(--line);border-radius:6px;padding:.75rem;overflow-x:auto;margin:.5rem 0 1rem}
td:first-child code{white-space:nowrap;overflow-wrap:normal}
pre code{padding:0;background:none;overflow-wrap:normal;white-space:pre}
pre.output{background:#fff;border-style:dashed}
.answers{margin:-.25rem 0 0;color:var(--muted);font-size:.9rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.95rem}
th,td{border:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:var(--code)}
.table{overflow-x:auto}
.note{border-left:4px solid var(--accent);background:#f1f6fc;padding:.5rem .75rem;margin:1rem 0}
footer{margin-top:3rem;padding-bottom:2rem;border-top:1px solid var(--line);color:var(--muted)}
`.replace(/\n/g, '');

/** The Content-Security-Policy of the page: nothing but its own style sheet. */
export const gettingStartedCsp = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * `<pre>` of shell commands. `run` marks it for scripts/docs/getting-started-session.ts, with the
 * statuses its calls answer ("200+" is one or more 200s); 'setup' is the block of variables that
 * script sets from its environment instead.
 */
export const shell = (code: string, run?: { expect: string } | 'setup') => {
  const attrs = run === 'setup' ? ' data-setup' : run ? ` data-run data-expect="${run.expect}"` : '';
  return `<pre${attrs} tabindex="0"><code>${escape(code.trim())}</code></pre>`;
};

/** What a command prints, as it printed it on a test server. */
export const output = (text: string) => `<p class="answers">It answers:</p><pre class="output" tabindex="0"><code>${escape(text.trim())}</code></pre>`;

function escape(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

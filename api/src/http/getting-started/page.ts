/**
 * /api/docs/getting-started: the third parties' first hour with the API, as one static page (no
 * script, no outside asset; its one style sheet is allowed by its hash).
 *
 * The commands are real: scripts/docs/getting-started-session.ts reads this page from a server and
 * runs every `<pre data-run>` block in order in one shell (the `data-setup` block's variables it
 * takes from its environment instead), checking that each block's calls answer the statuses of its
 * `data-expect` ("200+" is one or more 200s). `npm test` runs it against a test server
 * (api/test/docs/third-party.test.ts): change a command here and it runs the new one.
 */
import { firstSteps } from './first-steps.js';
import { style } from './markup.js';
import { nextSteps } from './next-steps.js';

export { gettingStartedCsp } from './markup.js';

export const gettingStartedPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Getting started · Thriftz API</title><style>${style}</style></head>
<body>
<header>
<h1>Getting started with the Thriftz API</h1>
<p>Search, list and manage your things on Thriftz from your own scripts. ·
<a href="/api/docs">API reference</a> · <a href="/api/openapi.json">OpenAPI contract</a></p>
<nav aria-label="On this page"><ol>
<li><a href="#before">Before you start</a></li>
<li><a href="#token">Create a token</a></li>
<li><a href="#search">Search listings</a></li>
<li><a href="#create">Create a listing with a picture</a></li>
<li><a href="#paginate">Page through results</a></li>
<li><a href="#errors">Read errors</a></li>
<li><a href="#limits">Respect the limits</a></li>
<li><a href="#revoke">Revoke the token</a></li>
<li><a href="#typescript">From TypeScript</a></li>
</ol></nav>
</header>
<main>

${firstSteps}
${nextSteps}
</main>
<footer><p>Thriftz API · <a href="/api/docs">Reference</a> · <a href="/api/openapi.json">openapi.json</a></p></footer>
</body></html>`;

import { output, shell } from './markup.js';

// The getting-started page, second half: pages, errors, limits, revocation, the SDK.
export const nextSteps = `
<h2 id="paginate">4. Page through results</h2>
<p>Lists answer one page at a time: ask for <code>page</code> (from 1) and <code>pageSize</code>
(1 to 100; 24 by default for listings). The answer says where you are:</p>
<div class="table"><table>
<thead><tr><th scope="col">Field</th><th scope="col">Meaning</th></tr></thead>
<tbody>
<tr><td><code>items</code></td><td>this page's listings</td></tr>
<tr><td><code>total</code></td><td>how many match, counted up to 1,000</td></tr>
<tr><td><code>totalIsCapped</code></td><td><code>true</code> when more than 1,000 match: narrow the search</td></tr>
<tr><td><code>page</code>, <code>pageSize</code></td><td>the page you asked for</td></tr>
</tbody></table></div>
<p>Keep asking for the next page while <code>page × pageSize</code> is below <code>total</code>
(a page past the end is simply empty). Sort by <code>newest</code> so the order holds while you read:</p>
${shell(
  `
page=1
while :; do
  body=$(curl -sS -G -H "Authorization: Bearer $THRIFTZ_TOKEN" \\
    "$BASE/api/listings" -d type=sell -d sort=newest -d page=$page -d pageSize=20)
  echo "$body" | jq -r '.items[] | "₹\\(.price)  \\(.title)"'
  [ $((page * 20)) -lt "$(echo "$body" | jq .total)" ] || break
  page=$((page + 1))
done
`,
  { expect: '200+' },
)}

<h2 id="errors">5. Read errors</h2>
<p>Every refusal is a problem details document (<a href="https://www.rfc-editor.org/rfc/rfc9457">RFC 9457</a>,
<code>Content-Type: application/problem+json</code>) with the status that says what kind of
refusal it is. For example, a listing with most of its fields left out:</p>
${shell(
  `
curl -sS -H "Authorization: Bearer $THRIFTZ_TOKEN" \\
  -H 'Content-Type: application/json' \\
  -d '{"title": "Lamp", "description": "Too short."}' \\
  "$BASE/api/listings" | jq
`,
  { expect: '400' },
)}
${output(`
{
  "type": "https://thriftz.app/problems/invalid-input",
  "title": "Bad Request",
  "status": 400,
  "detail": "category must have required property 'category'",
  "code": "invalid-input",
  "errors": [
    {
      "path": "/body/category",
      "message": "category must have required property 'category'",
      "errorCode": "required.openapi.validation"
    }
  ]
}
`)}
<div class="table"><table>
<thead><tr><th scope="col">Field</th><th scope="col">Meaning</th></tr></thead>
<tbody>
<tr><td><code>status</code></td><td>the HTTP status again</td></tr>
<tr><td><code>code</code></td><td>a stable, machine-readable reason: branch on this (<code>invalid-input</code>, <code>invalid-token</code>, <code>insufficient-scope</code>, <code>quota-exhausted</code>, …)</td></tr>
<tr><td><code>type</code></td><td>the same reason as a URI; <code>about:blank</code> when there is no code</td></tr>
<tr><td><code>title</code></td><td>the status's name</td></tr>
<tr><td><code>detail</code></td><td>the message for a person, as the app shows it</td></tr>
<tr><td><code>errors</code></td><td>for bad input, the field found wrong: <code>path</code> (<code>/body/category</code>, <code>/query/pageSize</code>), <code>message</code> and, from the contract's checks, <code>errorCode</code></td></tr>
</tbody></table></div>
<div class="table"><table>
<thead><tr><th scope="col">Status</th><th scope="col">What to do</th></tr></thead>
<tbody>
<tr><td>400</td><td>fix the fields <code>errors</code> names</td></tr>
<tr><td>401</td><td>the token is unknown, expired or revoked (<code>invalid-token</code>): make a new one</td></tr>
<tr><td>403</td><td>not allowed: <code>insufficient-scope</code> means the token lacks a scope (a read token cannot write)</td></tr>
<tr><td>404</td><td>no such thing, or not yours to see</td></tr>
<tr><td>409</td><td>the state forbids it, e.g. <code>quota-exhausted</code> when your plan has no listing left</td></tr>
<tr><td>429</td><td>too many calls: wait (<a href="#limits">below</a>)</td></tr>
<tr><td>503</td><td>not available yet (before the site's launch): wait <code>Retry-After</code> seconds</td></tr>
<tr><td>500</td><td>our fault; try again later</td></tr>
</tbody></table></div>

<h2 id="limits">6. Respect the limits</h2>
<p>Calls are limited per token and per address. Every response carries <code>RateLimit</code>
headers that say how many calls are left and when the window resets, so a script can slow down
before it is stopped. Past a limit the API answers <code>429 Too Many Requests</code> with a
<code>Retry-After</code> header: wait that many seconds, then try again. The limits of each
operation are in the <a href="/api/docs">reference</a>. To see the headers:</p>
${shell(
  `
curl -sS -o /dev/null -D - -H "Authorization: Bearer $THRIFTZ_TOKEN" \\
  "$BASE/api/listings?type=sell" | grep -i -E '^(HTTP|RateLimit|Retry-After)'
`,
  { expect: '200' },
)}
<p>A call that waits when it is told to:</p>
${shell(
  `
while :; do
  curl -sS -D headers.txt -o listings.json \\
    -H "Authorization: Bearer $THRIFTZ_TOKEN" "$BASE/api/listings?type=sell"
  grep -q '^HTTP/[0-9.]* 429' headers.txt || break
  sleep "$(grep -i '^retry-after:' headers.txt | tr -dc '0-9')"
done
jq .total listings.json
`,
  { expect: '200+' },
)}
<p>Also: upload pictures one or two at a time (more at once are refused with 429 until the others
finish), and never retry a 4xx other than 429 unchanged: it will be refused again.</p>

<h2 id="revoke">7. Revoke the token</h2>
<p>Revoke a token you no longer need, in Developer settings or with the signed-in session. Its
next call gets <code>401</code>. Signing out everywhere, resetting your password or deleting your
account ends your tokens too.</p>
${shell(
  `
curl -sS -b cookies.txt -X DELETE "$BASE/api/tokens/$TOKEN_ID"
curl -sS -H "Authorization: Bearer $THRIFTZ_TOKEN" "$BASE/api/listings/mine" \\
  | jq '{status, code, detail}'
rm cookies.txt headers.txt listings.json
`,
  { expect: '204 401' },
)}
${output(`
{
  "status": 401,
  "code": "invalid-token",
  "detail": "This access token is invalid, expired or revoked."
}
`)}

<h2 id="typescript">From TypeScript</h2>
<p>The typed client <code>@thriftz/sdk</code> (the repository's <code>sdk/</code> folder) is built
from the same contract: every path, parameter, body and answer is checked when you compile. Its
README shows how to use it, and <code>sdk/examples/search-and-create.ts</code> does all of the above.</p>
`;

import { output, shell } from './markup.js';

// The getting-started page, first half: before you start, a token, a search, a listing with a picture.
export const firstSteps = `
<h2 id="before">Before you start</h2>
<p>Every call below is a plain HTTP request with a JSON body; the examples use
<a href="https://curl.se/">curl</a> and <a href="https://jqlang.org/">jq</a> in a POSIX shell
(bash, zsh). Set where Thriftz is and, for the curl way of making a token, your own log-in:</p>
${shell(
  `
BASE=http://localhost:3000      # where Thriftz runs, without /api
EMAIL=student@campus.edu        # your campus e-mail
PASSWORD=student123             # and your password
`,
  'setup',
)}
<p>Answers are JSON (<code>application/json</code>); refusals are problem details
(<code>application/problem+json</code>, see <a href="#errors">Read errors</a>). Money is in rupees.</p>

<h2 id="token">1. Create a token</h2>
<p>A personal access token lets a script act as you, within the scopes you give it, until it
expires or you revoke it. Send it on every call as <code>Authorization: Bearer thz_…</code>.</p>
<h3>In the app</h3>
<ol>
<li>Sign in to Thriftz and open <a href="/developer-settings">Developer settings</a>.</li>
<li>Choose <strong>New token</strong>, name it (what it is for), tick the <strong>read</strong> and
<strong>write</strong> scopes and choose when it expires (1 to 365 days).</li>
<li>Copy the token: it is shown this once. Keep it out of your code and your repositories, in an
environment variable: <code>export THRIFTZ_TOKEN=thz_…</code></li>
</ol>
<h3>Or with curl</h3>
<p>Sign in with your password (the session cookie goes into <code>cookies.txt</code>), then ask for
a token. Tokens are made with the signed-in session only: a token cannot make another.</p>
${shell(
  `
curl -sS -c cookies.txt -H 'Content-Type: application/json' \\
  -d "{\\"email\\": \\"$EMAIL\\", \\"password\\": \\"$PASSWORD\\"}" \\
  "$BASE/api/auth/login" > /dev/null

created=$(curl -sS -b cookies.txt -H 'Content-Type: application/json' \\
  -d '{"name": "My script", "scopes": ["read", "write"], "expiresInDays": 30}' \\
  "$BASE/api/tokens")
export THRIFTZ_TOKEN=$(echo "$created" | jq -r .token)
TOKEN_ID=$(echo "$created" | jq -r .id)
echo "$created" | jq '{id, name, scopes, expiresAt}'
`,
  { expect: '200 201' },
)}
${output(`
{
  "id": "5b0c6a1e-6f0e-4a55-9d64-3f1c2b7e8a90",
  "name": "My script",
  "scopes": [
    "read",
    "write"
  ],
  "expiresAt": "2026-12-27T20:58:11.412Z"
}
`)}
<div class="table"><table>
<thead><tr><th scope="col">Scope</th><th scope="col">Lets the token</th></tr></thead>
<tbody>
<tr><td><code>read</code></td><td>read (GET) whatever you can read: listings, your own listings, your chats, …</td></tr>
<tr><td><code>write</code></td><td>also create, change and delete (includes <code>read</code>)</td></tr>
<tr><td><code>chat</code></td><td>open the chat WebSocket (<code>/api/ws</code>); no other token opens it</td></tr>
<tr><td><code>admin</code></td><td>the back office's operations (admins only)</td></tr>
</tbody></table></div>
<p>A mini store's owner makes store tokens in the owner portal; they act only on that store's
portal operations.</p>

<h2 id="search">2. Search listings</h2>
<p><code>GET /api/listings</code> browses what is available. <code>type</code> is required
(<code>sell</code> for Buy &amp; Sell, <code>lend</code> for Borrow &amp; Lend); <code>q</code> finds
words at the start of words of the title, description or tags (<code>lamp</code> finds
“Lamps”). <code>-G</code> with <code>--data-urlencode</code> puts them in the query string, encoded.</p>
${shell(
  `
curl -sS -G -H "Authorization: Bearer $THRIFTZ_TOKEN" "$BASE/api/listings" \\
  --data-urlencode type=sell --data-urlencode 'q=desk lamp' \\
  | jq '{total, titles: [.items[].title]}'
`,
  { expect: '200' },
)}
<p>More filters: <code>category</code> and <code>condition</code> (repeat them for several),
<code>minPrice</code>, <code>maxPrice</code>, <code>sort</code> (<code>newest</code>,
<code>oldest</code>, <code>price-low</code>, <code>price-high</code>) and the page (below). The
<a href="/api/docs#tag/listings">reference</a> lists their values.</p>

<h2 id="create">3. Create a listing with a picture</h2>
<p>Upload each picture first (<code>POST /api/images</code>, multipart, field <code>image</code>, up
to 25 MB; JPEG, PNG, WebP and the like). The answer's <code>_id</code> goes into the listing's
<code>imageIds</code> (1 to 10, the first is the cover). Here <code>desk-lamp.jpg</code> is a photo
in the current folder.</p>
${shell(
  `
IMAGE_ID=$(curl -sS -H "Authorization: Bearer $THRIFTZ_TOKEN" \\
  -F image=@desk-lamp.jpg "$BASE/api/images" | jq -r ._id)

curl -sS -H "Authorization: Bearer $THRIFTZ_TOKEN" \\
  -H 'Content-Type: application/json' -d @- \\
  "$BASE/api/listings" <<EOF | jq '{_id, slug, title, price}'
{
  "title": "Study desk lamp",
  "description": "LED desk lamp, three brightness levels and a USB port. Works perfectly.",
  "category": "electronics",
  "condition": "good",
  "listingType": "sell",
  "price": 450,
  "productAge": { "years": 1, "months": 2 },
  "tags": ["lamp", "hostel"],
  "imageIds": ["$IMAGE_ID"]
}
EOF
`,
  { expect: '201 201' },
)}
${output(`
{
  "_id": "74ce120c-5dd4-47c8-8baa-72324b7e64f4",
  "slug": "study-desk-lamp",
  "title": "Study desk lamp",
  "price": 450
}
`)}
<p>The listing is live at once (<code>201 Created</code>) and stays up for 28 days; it uses one
listing of your plan's quota, as it does in the app. A listing to lend has
<code>"listingType": "lend"</code> and a <code>rentalRate</code>
(<code>{"amount": 300, "duration": "day", "deposit": 2000}</code>) instead of a
<code>price</code>.</p>
`;

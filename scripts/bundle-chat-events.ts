/**
 * Bundles the chat's event descriptions (openapi/chat/events.yaml, AsyncAPI) into one JSON file
 * with every $ref resolved, so the API validates ws frames against the same schemas it documents.
 */
import fs from 'node:fs/promises';
import $RefParser from '@apidevtools/json-schema-ref-parser';

interface AsyncApi {
  components: { messages: Record<string, { name: string; payload: object }> };
}

const doc = (await $RefParser.dereference('openapi/chat/events.yaml')) as unknown as AsyncApi;
const payloads = Object.fromEntries(Object.values(doc.components.messages).map((m) => [m.name, m.payload]));
// The destination is the first argument when the freshness check regenerates into a scratch folder.
await fs.writeFile(process.argv[2] ?? 'api/generated/chat-events.json', `${JSON.stringify({ payloads }, null, 2)}\n`);

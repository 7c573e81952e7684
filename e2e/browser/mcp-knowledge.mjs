// The gateway's MCP server (/mcp, Streamable HTTP) driven by the official TypeScript client, as
// Claude Code or Cursor would: run by e2e KnowledgeIT (node --test e2e/browser/mcp-knowledge.mjs)
// after the real indexer indexed alice's folder. Environment: SOUVENIR_URL (the e2e gateway),
// SOUVENIR_ALICE_TOKEN and SOUVENIR_BOB_TOKEN (two users of one workspace), SOUVENIR_MCP_QUERY and
// SOUVENIR_MCP_EXPECTED_PATH (a question and the path of alice's note that answers it).
// Not named *.test.mjs: BrowserIT's run of e2e/browser/ leaves it out.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const base = process.env.SOUVENIR_URL;
const endpoint = new URL('/mcp', base);
const query = process.env.SOUVENIR_MCP_QUERY;
const expectedPath = process.env.SOUVENIR_MCP_EXPECTED_PATH;
const TOOLS = ['identity_card', 'recall_actions', 'recall_memories', 'remember', 'search_knowledge', 'write_note'];
const INVALID_PARAMS = -32602;

async function connect(token) {
  const client = new Client({ name: 'souvenir-e2e', version: '1.0.0' });
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers } }));
  return client;
}

/** A tool's answer: the JSON text the server returned. */
async function call(client, name, args = {}) {
  const result = await client.callTool({ name, arguments: args });
  assert.notEqual(result.isError, true, `${name} failed: ${JSON.stringify(result.content)}`);
  return JSON.parse(result.content[0].text);
}

async function until(what, probe, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

let alice;
let bob;

before(async () => {
  assert.ok(base && query && expectedPath, 'run by e2e KnowledgeIT (SOUVENIR_URL, SOUVENIR_MCP_QUERY, SOUVENIR_MCP_EXPECTED_PATH)');
  alice = await connect(process.env.SOUVENIR_ALICE_TOKEN);
  bob = await connect(process.env.SOUVENIR_BOB_TOKEN);
});

after(async () => {
  await alice?.close();
  await bob?.close();
});

test('without a token the server answers 401 and the client cannot connect', async () => {
  const initialize = {
    jsonrpc: '2.0', id: 1, method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'anonymous', version: '1' } },
  };
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify(initialize),
  });
  assert.equal(response.status, 401);
  await assert.rejects(connect(null), (error) => error.code === 401);
  await assert.rejects(connect('not-a-token'), (error) => error.code === 401);
});

test('each user lists the six tools, the four that only read say so', async () => {
  for (const client of [alice, bob]) {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), TOOLS);
    const readOnly = tools.filter((tool) => tool.annotations?.readOnlyHint === true).map((tool) => tool.name).sort();
    assert.deepEqual(readOnly, ['identity_card', 'recall_actions', 'recall_memories', 'search_knowledge']);
  }
});

test("search_knowledge finds alice's indexed note for her and nothing for bob", async () => {
  const found = await call(alice, 'search_knowledge', { query, k: 5 });
  assert.equal(found.hits[0]?.path, expectedPath, JSON.stringify(found));
  assert.ok(found.hits[0].id && found.hits[0].text !== undefined);
  const theirs = await call(bob, 'search_knowledge', { query, k: 5 });
  assert.deepEqual(theirs.hits, []);
});

test('write_note persists a note that search_knowledge finds next, for its writer only', async () => {
  const note = await call(alice, 'write_note', {
    name: 'Lesson: drain the wombat queue first',
    description: 'The wombat queue holds orders until it is drained',
    body: 'Run ./drain.sh before a deploy.',
    keywords: ['queue'],
    type: 'lesson',
  });
  assert.equal(note.source, 'notes');
  const found = await call(alice, 'search_knowledge', { query: 'wombat queue', k: 3 });
  assert.equal(found.hits[0]?.id, note.id);
  assert.deepEqual((await call(bob, 'search_knowledge', { query: 'wombat queue' })).hits, []);
});

test('remember goes through the turn pipeline; recall_memories and identity_card answer for the caller only', async () => {
  const remembered = await call(alice, 'remember', { text: "ma fille s'appelle Philippine" });
  assert.ok(remembered.turnId && remembered.traceId, JSON.stringify(remembered));
  const recalled = await until('the memory about Philippine', async () => {
    const { hits } = await call(alice, 'recall_memories', { query: 'Philippine', k: 5 });
    return hits.some((hit) => hit.text.includes('Philippine')) && hits;
  });
  assert.ok(recalled.length <= 5);
  assert.deepEqual((await call(bob, 'recall_memories', { query: 'Philippine' })).hits, []);

  const card = await call(alice, 'identity_card');
  assert.equal(typeof card.markdown, 'string');
  assert.doesNotMatch((await call(bob, 'identity_card')).markdown, /Philippine/);

  const actions = await call(alice, 'recall_actions', { days: 30 });
  assert.ok(Array.isArray(actions.actions));
  assert.deepEqual((await call(bob, 'recall_actions', {})).actions, []);
});

test('an unknown tool or bad arguments are JSON-RPC errors and write nothing', async () => {
  const invalid = (error) => error.code === INVALID_PARAMS;
  await assert.rejects(alice.callTool({ name: 'drop_everything', arguments: {} }), (error) => typeof error.code === 'number');
  await assert.rejects(alice.callTool({ name: 'search_knowledge', arguments: { query: 'orion', k: 50 } }), invalid);
  await assert.rejects(alice.callTool({ name: 'search_knowledge', arguments: { k: 3 } }), invalid);
  await assert.rejects(alice.callTool({ name: 'recall_actions', arguments: { days: 365 } }), invalid);
  await assert.rejects(alice.callTool({ name: 'remember', arguments: { text: '   ' } }), invalid);
  await assert.rejects(
    alice.callTool({ name: 'write_note', arguments: { name: 'Capybara grooming', description: 'never written' } }),
    invalid);
  // not checked: a number where a string is expected (body: 42) is converted by the MCP server and written (README)
  assert.deepEqual((await call(alice, 'search_knowledge', { query: 'capybara grooming' })).hits, []);
});

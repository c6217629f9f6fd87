// Validates messages a real rusteald sent against rpc_schema/rusteal.openrpc.json.
// usage: node validate.mjs <rusteal.openrpc.json> <messages.jsonl> [--only-these]
// Each line of messages.jsonl: {"method": name|null, "kind": "result"|"error"|"params", "message": {...}}.
// Exits 0 when every message is valid and every method of the document was seen at least once
// (with --only-these: the methods of the messages given, e.g. what an editor sends).
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import addFormats from "ajv-formats";

const [docPath, messagesPath, onlyThese] = process.argv.slice(2);
if (!docPath || !messagesPath) {
  console.error("usage: node validate.mjs <rusteal.openrpc.json> <messages.jsonl>");
  process.exit(2);
}
const doc = JSON.parse(readFileSync(docPath, "utf8"));
const failures = [];

for (const key of ["openrpc", "info", "methods"]) if (!(key in doc)) failures.push(`document lacks '${key}'`);
const byName = new Map();
doc.methods.forEach((m, i) => {
  if (byName.has(m.name)) failures.push(`method ${m.name} is listed twice`);
  if (!Array.isArray(m.params)) failures.push(`method ${m.name} has no params array`);
  byName.set(m.name, { method: m, index: i });
});

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, "openrpc");
const errorObject = ajv.compile({ $ref: "openrpc#/components/schemas/ErrorObject" });
const resolveError = (e) => (e.$ref ? doc.components.errors[e.$ref.split("/").pop()] : e);
const protocolCodes = new Set([-32700, -32600, -32601]);

const validators = new Map();
function validatorFor(name, kind) {
  const key = `${name}\u0000${kind}`;
  if (validators.has(key)) return validators.get(key);
  const { method, index } = byName.get(name);
  let schema;
  if (kind === "result") {
    schema = { $ref: `openrpc#/methods/${index}/result/schema` };
  } else {
    const properties = {};
    const required = [];
    method.params.forEach((p, j) => {
      properties[p.name] = { $ref: `openrpc#/methods/${index}/params/${j}/schema` };
      if (p.required) required.push(p.name);
    });
    schema = { type: "object", properties, required, additionalProperties: false };
  }
  const v = ajv.compile(schema);
  validators.set(key, v);
  return v;
}

const seen = new Set();
let count = 0;
for (const line of readFileSync(messagesPath, "utf8").split("\n")) {
  if (!line.trim()) continue;
  count++;
  const { method, kind, message } = JSON.parse(line);
  if (message.jsonrpc !== "2.0") failures.push(`${method}: message without jsonrpc 2.0: ${line}`);
  if (kind === "error") {
    if (!errorObject(message.error)) {
      failures.push(`${method}: malformed error ${JSON.stringify(message.error)}: ${ajv.errorsText(errorObject.errors)}`);
      continue;
    }
    const code = message.error.code;
    if (method === null || !byName.has(method)) {
      if (!protocolCodes.has(code)) failures.push(`error ${code} for unknown method ${method} is not a protocol error`);
      continue;
    }
    const listed = (byName.get(method).method.errors || []).map(resolveError).map((e) => e.code);
    if (!listed.includes(code)) failures.push(`${method}: error code ${code} is not listed for it (${listed.join(", ")})`);
    continue;
  }
  if (!byName.has(method)) {
    failures.push(`the daemon sent ${kind} for '${method}', which the document does not list`);
    continue;
  }
  seen.add(method);
  const v = validatorFor(method, kind === "result" ? "result" : "params");
  const payload = kind === "result" ? message.result : message.params ?? {};
  if (!v(payload)) failures.push(`${method} ${kind} does not match the schema: ${ajv.errorsText(v.errors)}\n  ${JSON.stringify(payload)}`);
}

if (onlyThese !== "--only-these")
  for (const name of byName.keys()) if (!seen.has(name)) failures.push(`no message of '${name}' was checked`);

if (failures.length) {
  console.error(`${failures.length} problem(s) in ${count} messages:\n- ` + failures.join("\n- "));
  process.exit(1);
}
console.log(`ok: ${count} messages valid` + (onlyThese === "--only-these" ? "" : `, all ${byName.size} methods covered`));

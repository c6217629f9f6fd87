// Validates reflection JSON files (the exporter's output, the real fixture) against
// generators/reflection.schema.json. usage: node validate_reflection.mjs <schema> <file.json>...
// Prints every error with its JSON path; exits 1 when a file is invalid.
import { readFileSync } from "node:fs";
import Ajv from "ajv";

const [schemaPath, ...files] = process.argv.slice(2);
if (!schemaPath || files.length === 0) {
  console.error("usage: node validate_reflection.mjs <reflection.schema.json> <file.json>...");
  process.exit(2);
}
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")));
let failed = 0;
for (const f of files) {
  const ok = validate(JSON.parse(readFileSync(f, "utf8")));
  if (ok) {
    console.log(`ok   ${f}`);
  } else {
    failed++;
    console.log(`FAIL ${f}`);
    for (const e of validate.errors.slice(0, 20)) console.log(`  ${e.instancePath || "/"}: ${e.message}`);
  }
}
process.exit(failed ? 1 : 0);

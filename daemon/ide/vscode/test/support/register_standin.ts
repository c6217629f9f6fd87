// Loaded with `node --require` before the tests: `require("vscode")` (which only VS Code's
// extension host can answer) resolves to the stand-in beside this file.
import Module = require("node:module");

const resolver = Module as unknown as { _resolveFilename(request: string, ...rest: unknown[]): string };
const original = resolver._resolveFilename;
const standin = require.resolve("./vscode_standin");
resolver._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]): string {
  return request === "vscode" ? standin : original.call(this, request, ...rest);
};

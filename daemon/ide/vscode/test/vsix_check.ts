// usage: node --require out/test/support/register_standin.js out/test/vsix_check.js <rusteal.vsix>
// The packaged extension works on its own: the .vsix is unpacked into a temp folder, its
// extension/out/src/extension.js is activated in the stand-in of VS Code's API with only the
// modules packaged beside it (vscode-jsonrpc from the .vsix, not from this folder's node_modules),
// and it talks to a real rusteald it starts through the rusteal client. Exits 0 when it did.
import { strict as assert } from "node:assert";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientPath, privateDaemonEnvironment, stopDaemon } from "./support/fixture";
import { standin } from "./support/vscode_standin";

async function main(vsix: string): Promise<void> {
  const unpacked = mkdtempSync(join(tmpdir(), "rusteal-vsix-"));
  const temp = privateDaemonEnvironment();
  try {
    execFileSync("unzip", ["-q", vsix, "-d", unpacked]);
    const folder = join(unpacked, "extension");
    const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    const main = require.resolve(join(folder, manifest.main));
    const jsonrpc = require.resolve("vscode-jsonrpc/node", { paths: [folder] });
    assert.ok(jsonrpc.startsWith(folder), `vscode-jsonrpc is packaged in the .vsix (resolved ${jsonrpc})`);

    standin.loadDefaults(folder);
    standin.setConfiguration("rusteal.clientPath", clientPath());
    const extension = require(main) as { activate(context: unknown): Promise<unknown>; deactivate(): Promise<void> };
    const context = { subscriptions: [] as { dispose(): unknown }[], extension: { packageJSON: manifest } };
    await extension.activate(context);
    const contributed = (manifest.contributes.commands as { command: string }[]).map((c) => c.command).sort();
    assert.deepEqual([...standin.commands.keys()].sort(), contributed);
    const status = (await standin.commands.get("rusteal.daemonStatus")!()) as { version: string; clients: { name: string }[] };
    assert.ok(status, `daemon/status answered; messages: ${JSON.stringify(standin.messages)}`);
    assert.equal(status.version, manifest.version);
    assert.ok(status.clients.some((c) => c.name === "rusteal-vscode"));
    await extension.deactivate();
    for (const d of context.subscriptions) d.dispose();
    console.log(`${vsix}: ${manifest.publisher}.${manifest.name} ${manifest.version} activates from the package, ` +
      `registers its ${contributed.length} commands and reached rusteald ${status.version}`);
  } finally {
    try {
      stopDaemon();
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
      rmSync(temp, { recursive: true, force: true });
    }
  }
}

const vsix = process.argv[2];
if (!vsix) {
  console.error("usage: vsix_check.js <rusteal.vsix>");
  process.exit(2);
}
main(vsix).catch((e) => {
  console.error(`${vsix}: ${e instanceof Error ? e.stack : e}`);
  process.exit(1);
});

// The extension against a real rusteald: activated in the stand-in of VS Code's API, it starts
// the daemon through the real rusteal client, builds a real project with cargo, and shows what
// the daemon says where VS Code would (Problems panel, status bar, progress, output channel).
import { strict as assert } from "node:assert";
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync, cpSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createMessageConnection, SocketMessageReader, SocketMessageWriter } from "vscode-jsonrpc/node";
import * as vscode from "vscode";
import type { DaemonStatusResult } from "../../../../rpc_schema/typings/rusteal-protocol";
import * as extension from "../src/extension";
import type { JobEnd } from "../src/progress_job";
import {
  BAD_LIB, GOOD_LIB, clientPath, extensionFolder, privateDaemonEnvironment, repositoryRoot, stopDaemon, waitFor, within, writeProject,
} from "./support/fixture";
import { standin } from "./support/vscode_standin";

const manifest = JSON.parse(readFileSync(join(extensionFolder, "package.json"), "utf8"));
let temp: string;
let project: string;
let paths: { lib: string; deployed: string };
let context: { subscriptions: { dispose(): unknown }[]; extension: { packageJSON: unknown } };

const statusItem = () => standin.statusBarItems[standin.statusBarItems.length - 1];
const diagnostics = () => standin.diagnosticCollections[standin.diagnosticCollections.length - 1];
const output = () => standin.outputChannels[standin.outputChannels.length - 1];
const state = () => `status bar: '${statusItem()?.text}'; last message: ${JSON.stringify(standin.lastMessage())}; ` +
  `output: ${JSON.stringify(output()?.lines.slice(-6))}`;
const run = <T>(command: string) => vscode.commands.executeCommand<T>(command);

async function activate(): Promise<void> {
  context = { subscriptions: [], extension: { packageJSON: manifest } };
  await extension.activate(context as unknown as vscode.ExtensionContext);
}

async function deactivate(): Promise<void> {
  await extension.deactivate();
  for (const d of context.subscriptions) d.dispose();
}

describe("the VS Code extension with a real rusteald", () => {
  before(() => {
    temp = privateDaemonEnvironment();
    project = join(temp, "Game");
    paths = writeProject(project);
    standin.loadDefaults(extensionFolder);
    standin.setWorkspaceFolders([join(project, "Rust")]); // a folder inside the project: found upwards
  });

  after(async () => {
    await deactivate();
    stopDaemon();
    rmSync(temp, { recursive: true, force: true });
  });

  it("without a client where rusteal.clientPath says, activation says how to fix it; with it, starts the daemon", async () => {
    standin.setConfiguration("rusteal.clientPath", join(temp, "no-such-client"));
    await activate();
    const registered = [...standin.commands.keys()].sort();
    const contributed = (manifest.contributes.commands as { command: string }[]).map((c) => c.command).sort();
    assert.deepEqual(registered, contributed, "every command package.json contributes is registered, and no other");
    assert.match(standin.lastMessage()!.text,
      /^rusteal: cannot start rusteald: the rusteal client '.*no-such-client' was not found; install rusteal, or set rusteal.clientPath/);
    assert.equal(standin.lastMessage()!.severity, "warning");
    assert.match(statusItem().tooltip!, /no-such-client' was not found/);
    assert.ok(statusItem().visible);

    standin.setConfiguration("rusteal.clientPath", clientPath());
    const status = await run<DaemonStatusResult>("rusteal.daemonStatus");
    assert.ok(status, state());
    assert.equal(status.version, manifest.version, "the daemon of this build");
    const me = status.clients.find((c) => c.name === "rusteal-vscode");
    assert.ok(me, "the daemon names the extension by LSP's clientInfo");
    assert.equal(me.version, manifest.version);
    assert.equal(status.projects.find((p) => p.root === project)?.subscribers, 1, "the extension follows its project's events");
    assert.match(standin.lastMessage()!.text, new RegExp(`^rusteal: rusteald ${status.version} \\(pid ${status.pid}\\), up 0 min, 1 client, 0 jobs, 0 watched$`));
    assert.equal(statusItem().text, "$(circle-outline) rusteal");
  });

  it("a failed build puts each compiler error in the Problems panel with its place; the next build clears them", async () => {
    writeFileSync(paths.lib, BAD_LIB);
    const failed = await run<JobEnd>("rusteal.build");
    assert.equal(failed.cancelled, false);
    assert.equal(failed.outcome!.ok, false);
    const entries = [...diagnostics().entries];
    assert.equal(entries.length, 1, state());
    const [uri, list] = entries[0];
    assert.equal(uri, vscode.Uri.file(paths.lib).toString());
    assert.equal(list.length, 1);
    assert.equal(list[0].message, "mismatched types");
    assert.equal(list[0].severity, vscode.DiagnosticSeverity.Error);
    assert.deepEqual([list[0].range.start.line, list[0].range.start.character], [2, 4], "line 3, column 5, 0-based");
    assert.equal(list[0].source, "rustc (game)");
    assert.match(standin.lastMessage()!.text, /^rusteal: Build failed \(1 errors, 0 warnings\): cargo build of game failed \(exit code 101\)/);
    assert.equal(standin.lastMessage()!.severity, "error");
    assert.deepEqual(standin.lastMessage()!.items, ["Show Output"]);
    assert.ok(output().lines.includes(`${paths.lib}:3:5: error: mismatched types`), state());
    assert.match(statusItem().text, /^\$\(circle-outline\) rusteal \$\(error\) \d\d:\d\d:\d\d \d+\.\d s$/);
    const progress = standin.progress[standin.progress.length - 1];
    assert.equal(progress.title, "rusteal: Build");
    assert.ok(progress.cancellable && progress.done);
    assert.ok(progress.reports.some((r) => r.message === "step 4: cargo build of game"), JSON.stringify(progress.reports));

    writeFileSync(paths.lib, GOOD_LIB);
    const built = await run<JobEnd>("rusteal.build");
    assert.equal(built.outcome!.ok, true, state());
    assert.equal(diagnostics().entries.size, 0, "the Problems panel is cleared by the next build");
    assert.ok(existsSync(paths.deployed), "the library is deployed");
    assert.match(standin.lastMessage()!.text, /^rusteal: Build succeeded in \d+\.\d s: /);
    assert.match(statusItem().text, /^\$\(circle-outline\) rusteal \$\(check\) \d\d:\d\d:\d\d \d+\.\d s$/);
  });

  it("the progress notification's cancel button stops the build and its processes", async () => {
    const pidFile = join(temp, "build-script.pid");
    writeSlowBuildScript(pidFile);
    try {
      const building = run<JobEnd>("rusteal.build");
      const progress = await waitFor("the build's progress", () => standin.progress.find((p) => !p.done), state);
      const pid = await waitFor("the build script to run", () => existsSync(pidFile) && Number(readFileSync(pidFile, "utf8")), state);
      assert.equal(statusItem().text.includes("$(sync~spin) building"), true, state());
      progress.cancel();
      const end = await within(building, 30, "the build after its cancel button");
      assert.equal(end.cancelled, true);
      assert.equal(end.outcome?.cancelled, true);
      assert.equal(standin.lastMessage()!.text, "rusteal: Build cancelled");
      await waitFor("the build script's process to end", () => !alive(pid), state, 20);
      await waitFor("the status bar to show the cancelled build", () => statusItem().text.includes("$(circle-slash)"), state, 10);
      const status = await run<DaemonStatusResult>("rusteal.daemonStatus");
      assert.equal(status.jobs.length, 0, "no job is left");
    } finally {
      rmSync(join(project, "Rust/game/build.rs"), { force: true });
    }
  });

  it("Cancel stops the project's running build", async () => {
    const pidFile = join(temp, "build-script-2.pid");
    writeSlowBuildScript(pidFile);
    try {
      const building = run<JobEnd>("rusteal.build");
      await waitFor("the build script to run", () => existsSync(pidFile), state);
      const cancelled = await run<number[]>("rusteal.cancel");
      assert.equal(cancelled.length, 1);
      assert.match(standin.lastMessage()!.text, new RegExp(`^rusteal: cancelling build \\(job ${cancelled[0]}\\)$`));
      const end = await within(building, 30, "the build after Cancel");
      assert.equal(end.cancelled, true);
      assert.deepEqual(await run<number[]>("rusteal.cancel"), []);
      assert.match(standin.lastMessage()!.text, /^rusteal: nothing to cancel: no job of .* is queued or running$/);
    } finally {
      rmSync(join(project, "Rust/game/build.rs"), { force: true });
    }
  });

  it("Watch on: each save builds, its errors reach the Problems panel and the status bar; Watch off", async () => {
    await run("rusteal.watchOn");
    assert.match(standin.lastMessage()!.text, /^rusteal: watching .*Game: each save of its Rust workspace builds and reloads$/);
    assert.match(statusItem().text, /^\$\(eye\) rusteal: watching/);

    writeFileSync(paths.lib, BAD_LIB);
    await waitFor("the watch's build to fail", () => statusItem().text.includes("$(error)") && diagnostics().entries.size === 1, state);
    writeFileSync(paths.lib, GOOD_LIB);
    await waitFor("the watch's next build to pass", () => statusItem().text.includes("$(check)") && diagnostics().entries.size === 0, state);

    await run("rusteal.watchOff");
    assert.equal(standin.lastMessage()!.text, `rusteal: stopped watching ${project}`);
    assert.match(statusItem().text, /^\$\(circle-outline\) rusteal \$\(check\)/);
  });

  it("Reload editors asks every attached editor and says what each answered", async () => {
    await run("rusteal.reloadEditors");
    assert.match(standin.lastMessage()!.text, /^rusteal: no editor is attached to .*Game: open the project in Unreal/);
    assert.equal(standin.lastMessage()!.severity, "warning");

    // An editor as the Unreal plugin is one: it attaches and answers editor/reload.
    const socket = connect(join(process.env.XDG_RUNTIME_DIR!, "rusteal/rusteald.sock"));
    const editor = createMessageConnection(new SocketMessageReader(socket), new SocketMessageWriter(socket));
    const asked: unknown[] = [];
    editor.onRequest("editor/reload", (params: unknown) => {
      asked.push(params);
      return { ok: true, libraries: [{ name: "Game", ok: true, reloadCount: 1, rolledBack: false, phases: [], totalMilliseconds: 3 }] };
    });
    editor.listen();
    try {
      await editor.sendRequest("editor/attach", { project, pid: process.pid, host: "test-editor", libraries: [{ name: "Game" }] });
      await run("rusteal.reloadEditors");
      assert.equal(asked.length, 1);
      assert.equal(standin.lastMessage()!.text, "rusteal: reloaded 1 library in 1 editor");
    } finally {
      editor.dispose();
      socket.destroy();
    }
  });

  it("a wrong setting is named with its fix, and the project follows the setting", async () => {
    standin.setConfiguration("rusteal.projectFolder", join(project, "Rust"));
    await run("rusteal.build");
    assert.equal(standin.lastMessage()!.text,
      `rusteal: rusteal.projectFolder: ${join(project, "Rust")} has no .uproject file; set it to your Unreal project's folder (the one with the .uproject)`);
    assert.equal(standin.lastMessage()!.severity, "error");

    standin.setConfiguration("rusteal.projectFolder", project);
    standin.setConfiguration("rusteal.cargoConfig", [7]);
    await run("rusteal.build");
    assert.equal(standin.lastMessage()!.text, "rusteal: rusteal.cargoConfig must be a list of `cargo --config` entries such as \"net.offline=true\", not [7]");
    standin.setConfiguration("rusteal.cargoConfig", ["net.offline=true"]);
    const built = await run<JobEnd>("rusteal.build");
    assert.equal(built.outcome!.ok, true, state());
  });

  it("Generate regenerates the bindings from the exported reflection", async () => {
    await run("rusteal.generate");
    assert.match(standin.lastMessage()!.text, /^rusteal: Generate failed: cannot read .*rusteal_classes.json: the engine build writes it/);
    const uht = join(project, "Intermediate/Rusteal/uht");
    mkdirSync(uht, { recursive: true });
    cpSync(join(repositoryRoot, "test/fixtures/uht-rusteal"), uht, { recursive: true });
    const end = await run<JobEnd>("rusteal.generate");
    assert.equal(end.outcome!.ok, true, state());
    assert.match(standin.lastMessage()!.text, /^rusteal: Generate succeeded in \d+\.\d s: /);
    assert.ok(readFileSync(join(project, "Rust/bindings/src/func_ids.rs"), "utf8").length > 100, "the bindings were written");
  });

  it("when the daemon stops, the status bar says so and the next command starts it again", async () => {
    const before = await run<DaemonStatusResult>("rusteal.daemonStatus");
    stopDaemon();
    await waitFor("the status bar to show the lost connection", () => statusItem().text.startsWith("$(debug-disconnect)"), state, 20);
    const again = await run<DaemonStatusResult>("rusteal.daemonStatus");
    assert.notEqual(again.pid, before.pid, "a new daemon");
    assert.equal(statusItem().text.startsWith("$(circle-outline) rusteal"), true, state());
  });
});

/** A build script that records its pid and sleeps: the build runs until cancelled. */
function writeSlowBuildScript(pidFile: string): void {
  rmSync(pidFile, { force: true });
  writeFileSync(join(project, "Rust/game/build.rs"),
    `fn main() {\n    std::fs::write(${JSON.stringify(pidFile)}, std::process::id().to_string()).unwrap();\n` +
    "    std::thread::sleep(std::time::Duration::from_secs(300));\n}\n");
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

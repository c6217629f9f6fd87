// The extension's state: its connection to rusteald (made on first need, made again after the
// daemon went away), the project it works on, and what the daemon's notifications change: the
// output channel, the Problems panel and the status-bar item. Commands (commands.ts) go through it.
import * as vscode from "vscode";
import type { JobOutcome } from "../../../../rpc_schema/typings/rusteal-protocol";
import { DaemonClient } from "./daemon_client";
import { Problems } from "./problems";
import { findProject } from "./project";
import { readSettings, type Settings } from "./settings";
import { StatusItem } from "./status_item";

/** A failure the user must act on; its message says what to do. */
export class UserError extends Error {}

export class Controller implements vscode.Disposable {
  readonly output: vscode.OutputChannel;
  readonly problems: Problems;
  readonly status: StatusItem;
  private client: DaemonClient | undefined;
  private connecting: Promise<DaemonClient> | undefined;
  /** the project root as the daemon names it (its events carry this path) */
  private subscribed: string | undefined;
  /** the folder that root was found from (the settings' or the workspace's) */
  private followed: string | undefined;
  private readonly jobKinds = new Map<number, string>();
  private lastBuildJob: number | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly version: string) {
    this.output = vscode.window.createOutputChannel("rusteal");
    this.problems = new Problems(vscode.languages.createDiagnosticCollection("rusteal"));
    this.status = new StatusItem(vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 10));
    this.disposables.push(vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration("rusteal")) void this.settingsChanged();
    }));
  }

  settings(): Settings {
    try {
      return readSettings();
    } catch (e) {
      throw new UserError((e as Error).message);
    }
  }

  /** The project's root, or a UserError saying why there is none. */
  project(settings: Settings = this.settings()): string {
    const folders = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
    const found = findProject(settings.projectFolder, folders);
    if ("error" in found) throw new UserError(found.error);
    return found.root;
  }

  /** The connection, made (and the project subscribed to) when there is none. */
  async connected(): Promise<DaemonClient> {
    if (this.client && !this.client.isClosed) return this.client;
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<DaemonClient> {
    const settings = this.settings();
    this.status.connection = "connecting";
    this.status.render();
    let client: DaemonClient;
    try {
      client = await DaemonClient.connect(settings, { name: "rusteal-vscode", version: this.version });
    } catch (e) {
      this.status.connection = "disconnected";
      this.status.render();
      throw new UserError((e as Error).message);
    }
    this.client = client;
    this.subscribed = undefined;
    this.followed = undefined;
    this.output.appendLine(`[rusteal] connected to rusteald ${client.info.serverInfo.version} (pid ${client.info.pid}) on ${client.socket}`);
    this.listen(client);
    client.onClose(() => {
      if (this.client !== client) return;
      this.client = undefined;
      this.subscribed = undefined;
      this.followed = undefined;
      this.status.connection = "disconnected";
      this.status.watch = null;
      this.status.building = false;
      this.status.render();
      this.output.appendLine("[rusteal] the connection to rusteald closed; the next command reconnects");
    });
    this.status.connection = "connected";
    this.status.render();
    try {
      await this.follow(client, this.project(settings));
      this.status.problem = null;
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      this.status.problem = e.message; // connected, but nothing to follow until the settings say
    }
    this.status.render();
    return client;
  }

  /** Subscribes to the project's events (watch builds, other clients' builds) and reads whether
   * it is watched. */
  private async follow(client: DaemonClient, root: string): Promise<void> {
    if (this.subscribed !== undefined) await client.call("events/unsubscribe", { project: this.subscribed }).catch(() => undefined);
    const answer = await client.call("events/subscribe", { project: root });
    this.subscribed = answer.project;
    this.followed = root;
    await this.refreshWatch(client);
  }

  async refreshWatch(client: DaemonClient): Promise<void> {
    const { watches } = await client.call("watch/status", {});
    const mine = watches.find((w) => w.project === this.subscribed);
    this.status.watch = mine ? { waiting: mine.waiting ?? null } : null;
    this.status.render();
  }

  private listen(client: DaemonClient): void {
    const ours = (project: string) => project === this.subscribed;
    client.on("job/queued", (j) => {
      if (ours(j.project)) this.jobKinds.set(j.jobId, j.kind);
    });
    client.on("job/started", (j) => {
      if (!ours(j.project)) return;
      this.jobKinds.set(j.jobId, j.kind);
      this.output.appendLine(`[rusteal] ${j.title} (job ${j.jobId}) started`);
      if (j.kind === "build") {
        this.problems.clear();
        this.status.building = true;
        this.status.render();
      }
    });
    client.on("job/output", (o) => {
      if (ours(o.project)) this.output.appendLine(o.line);
    });
    client.on("job/diagnostic", (d) => {
      if (ours(d.project)) this.problems.add(d);
    });
    client.on("job/finished", (f) => {
      if (!ours(f.project)) return;
      const kind = this.jobKinds.get(f.jobId);
      this.jobKinds.delete(f.jobId);
      this.output.appendLine(`[rusteal] job ${f.jobId} ${f.ok ? "succeeded" : f.cancelled ? "was cancelled" : "failed"}: ${f.summary}`);
      if (kind === "build") this.buildFinished(f);
    });
    client.on("watch/state", (w) => {
      if (!ours(w.project)) return;
      this.status.watch = { waiting: w.waiting };
      this.status.render();
    });
    client.on("watch/stopped", (w) => {
      if (!ours(w.project)) return;
      this.status.watch = null;
      this.status.render();
    });
  }

  /** A build's outcome, from its job/finished or from the answer to the extension's own request
   * (whichever arrives first; the daemon sends the answer first). */
  buildFinished(outcome: JobOutcome): void {
    if (outcome.jobId === this.lastBuildJob) return;
    this.lastBuildJob = outcome.jobId;
    this.status.building = false;
    this.status.lastBuild = {
      ok: outcome.ok, cancelled: outcome.cancelled, summary: outcome.summary, durationMs: outcome.durationMs, finishedAt: new Date(),
    };
    this.status.render();
  }

  private async settingsChanged(): Promise<void> {
    const client = this.client;
    if (!client || client.isClosed) return;
    let settings: Settings;
    try {
      settings = this.settings();
    } catch (e) {
      this.status.problem = (e as Error).message;
      this.status.render();
      return;
    }
    if (settings.socketPath && settings.socketPath !== client.socket) {
      await this.disconnect(); // the next command connects to the new socket
      return;
    }
    try {
      await this.follow(client, this.project(settings));
      this.status.problem = null;
    } catch (e) {
      this.status.problem = (e as Error).message;
    }
    this.status.render();
  }

  async disconnect(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.subscribed = undefined;
    this.followed = undefined;
    this.status.connection = "disconnected";
    this.status.render();
    await client?.close();
  }

  /** What a command needs: the connection and the project's root as the daemon names it
   * (followed: its events arrive here). Throws a UserError the user can act on. */
  async ready(): Promise<{ client: DaemonClient; project: string; settings: Settings }> {
    const client = await this.connected();
    const settings = this.settings();
    const root = this.project(settings);
    if (this.subscribed === undefined || this.followed !== root) await this.follow(client, root);
    this.status.problem = null;
    this.status.render();
    return { client, project: this.subscribed!, settings };
  }

  dispose(): void {
    void this.disconnect();
    for (const d of this.disposables) d.dispose();
    this.problems.dispose();
    this.status.dispose();
    this.output.dispose();
  }
}

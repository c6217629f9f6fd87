// The status-bar item: whether the project is watched, and the last build's result and time.
import * as vscode from "vscode";

export interface BuildResult {
  ok: boolean;
  cancelled: boolean;
  summary: string;
  durationMs: number;
  finishedAt: Date;
}

export type Connection = "connected" | "connecting" | "disconnected";

function clock(d: Date): string {
  return d.toTimeString().slice(0, 8);
}

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

export class StatusItem implements vscode.Disposable {
  connection: Connection = "connecting";
  /** null: not watched; else the watch's state */
  watch: { waiting: string | null } | null = null;
  building = false;
  lastBuild: BuildResult | null = null;
  /** why there is no project, if there is none */
  problem: string | null = null;

  constructor(private readonly item: vscode.StatusBarItem) {
    item.command = "rusteal.daemonStatus";
    item.name = "rusteal";
    this.render();
    item.show();
  }

  render(): void {
    const parts: string[] = [];
    const tooltip: string[] = [];
    if (this.problem) {
      parts.push("$(warning) rusteal");
      tooltip.push(this.problem);
    } else if (this.connection !== "connected") {
      parts.push(this.connection === "connecting" ? "$(sync~spin) rusteal" : "$(debug-disconnect) rusteal");
      tooltip.push(this.connection === "connecting" ? "Connecting to rusteald" : "Not connected to rusteald: any rusteal command reconnects");
    } else if (this.watch) {
      parts.push(this.watch.waiting ? "$(eye-closed) rusteal: watch waiting" : "$(eye) rusteal: watching");
      tooltip.push(this.watch.waiting ? `Watch waiting: ${this.watch.waiting}` : "Watching: every save rebuilds and reloads");
    } else {
      parts.push("$(circle-outline) rusteal");
      tooltip.push("Not watching (rusteal: Watch on)");
    }
    if (this.building) {
      parts.push("$(sync~spin) building");
      tooltip.push("A build is running");
    } else if (this.lastBuild) {
      const b = this.lastBuild;
      const icon = b.ok ? "$(check)" : b.cancelled ? "$(circle-slash)" : "$(error)";
      parts.push(`${icon} ${clock(b.finishedAt)} ${seconds(b.durationMs)}`);
      tooltip.push(`Last build ${b.ok ? "succeeded" : b.cancelled ? "was cancelled" : "failed"} at ${clock(b.finishedAt)} ` +
        `in ${seconds(b.durationMs)}: ${b.summary}`);
    }
    this.item.text = parts.join(" ");
    this.item.tooltip = tooltip.join("\n");
  }

  dispose(): void {
    this.item.dispose();
  }
}

// The extension's commands (package.json's contributes.commands), each one daemon request or
// two. What the user must fix is shown as an error message; a failed build is one too, with the
// output channel a click away.
import * as vscode from "vscode";
import { describeError } from "./daemon_client";
import type { Controller } from "./controller";
import { runJobWithProgress, type JobEnd, type JobRequest } from "./progress_job";

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function reportEnd(ctl: Controller, what: string, end: JobEnd): Promise<void> {
  if (end.cancelled) {
    void vscode.window.showInformationMessage(`rusteal: ${what} cancelled`);
    return;
  }
  const o = end.outcome;
  const counts = o.metrics && (o.metrics.errors || o.metrics.warnings)
    ? ` (${o.metrics.errors ?? 0} errors, ${o.metrics.warnings ?? 0} warnings)` : "";
  if (o.ok) {
    void vscode.window.showInformationMessage(`rusteal: ${what} succeeded in ${seconds(o.durationMs)}${counts}: ${o.summary}`);
    return;
  }
  const pick = await vscode.window.showErrorMessage(`rusteal: ${what} failed${counts}: ${o.summary}`, "Show Output");
  if (pick === "Show Output") ctl.output.show(true);
}

async function runJob(ctl: Controller, what: string, request: (project: string, cargoConfig: string[]) => JobRequest): Promise<JobEnd> {
  const { client, project, settings } = await ctl.ready();
  const job = request(project, settings.cargoConfig);
  const end = await runJobWithProgress(client, `rusteal: ${what}`, job);
  if (job.method === "build/run" && end.outcome) ctl.buildFinished(end.outcome);
  await reportEnd(ctl, what, end);
  return end;
}

/** Each command's handler; its value is what the command answers executeCommand with. */
export function commandHandlers(ctl: Controller): Record<string, () => Promise<unknown>> {
  return {
    "rusteal.build": () => runJob(ctl, "Build", (project, cargoConfig) => ({ method: "build/run", params: { project, cargoConfig } })),
    "rusteal.buildAll": () =>
      runJob(ctl, "Build All", (project, cargoConfig) => ({ method: "build/run", params: { project, all: true, cargoConfig } })),
    "rusteal.generate": () => runJob(ctl, "Generate", (project) => ({ method: "generate/run", params: { project } })),

    "rusteal.watchOn": async () => {
      const { client, project, settings } = await ctl.ready();
      const { watch } = await client.call("watch/start", { project, cargoConfig: settings.cargoConfig });
      ctl.status.watch = { waiting: watch.waiting ?? null };
      ctl.status.render();
      void vscode.window.showInformationMessage(
        `rusteal: watching ${project}: each save of ${watch.folders.length === 1 ? "its Rust workspace" : `its ${watch.folders.length} Rust workspaces`} builds and reloads`);
      return watch;
    },
    "rusteal.watchOff": async () => {
      const { client, project } = await ctl.ready();
      const answer = await client.call("watch/stop", { project });
      ctl.status.watch = null;
      ctl.status.render();
      void vscode.window.showInformationMessage(answer.stopped ? `rusteal: stopped watching ${project}` : `rusteal: ${project} was not watched`);
      return answer;
    },

    "rusteal.reloadEditors": async () => {
      const { client, project } = await ctl.ready();
      const answer = await client.call("editors/reload", { project });
      if (answer.editors.length === 0) {
        void vscode.window.showWarningMessage(
          `rusteal: no editor is attached to ${project}: open the project in Unreal (its Rusteal plugin attaches), or run rusteal-host --attach`);
      } else if (answer.ok) {
        const libraries = answer.editors.reduce((n, e) => n + (e.libraries?.length ?? 0), 0);
        void vscode.window.showInformationMessage(
          `rusteal: reloaded ${libraries} ${libraries === 1 ? "library" : "libraries"} in ${answer.editors.length} ${answer.editors.length === 1 ? "editor" : "editors"}`);
      } else {
        const failed = answer.editors.filter((e) => !e.ok).map((e) => `${e.host} (pid ${e.pid}): ${e.error ?? "failed"}`);
        for (const line of failed) ctl.output.appendLine(`[rusteal] reload failed in ${line}`);
        void vscode.window.showErrorMessage(`rusteal: reload failed in ${failed.join("; ")}`);
      }
      return answer;
    },

    "rusteal.cancel": async () => {
      const { client, project } = await ctl.ready();
      const { jobs } = await client.call("jobs/list", { project });
      if (jobs.length === 0) {
        void vscode.window.showInformationMessage(`rusteal: nothing to cancel: no job of ${project} is queued or running`);
        return [];
      }
      // The running job last: cancelling it first would let a queued one start meanwhile.
      const ordered = [...jobs].sort((a, b) => (a.state === b.state ? 0 : a.state === "running" ? 1 : -1));
      for (const job of ordered) await client.call("jobs/cancel", { jobId: job.jobId });
      void vscode.window.showInformationMessage(`rusteal: cancelling ${ordered.map((j) => `${j.title} (job ${j.jobId})`).join(", ")}`);
      return ordered.map((j) => j.jobId);
    },

    "rusteal.daemonStatus": async () => {
      const client = await ctl.connected();
      const s = await client.call("daemon/status", {});
      const minutes = Math.floor(s.uptimeMs / 60_000);
      const line = `rusteald ${s.version} (pid ${s.pid}), up ${minutes} min, ${s.clients.length} ${s.clients.length === 1 ? "client" : "clients"}, ` +
        `${s.jobs.length} ${s.jobs.length === 1 ? "job" : "jobs"}, ${s.watches.length} watched`;
      ctl.output.appendLine(`[rusteal] ${line}; socket ${s.socket}, log ${s.logFile}`);
      for (const w of s.watches) ctl.output.appendLine(`[rusteal]   watching ${w.project}: last build ${w.lastOk ? "ok" : "failed"}: ${w.lastBuild}`);
      for (const j of s.jobs) ctl.output.appendLine(`[rusteal]   job ${j.jobId} ${j.state}: ${j.title} (${j.project})`);
      void vscode.window.showInformationMessage(`rusteal: ${line}`);
      return s;
    },

    "rusteal.showOutput": async () => {
      ctl.output.show(true);
    },
  };
}

/** Runs a handler; what goes wrong becomes one error message (and the output channel's line),
 * never an exception out of the command. */
export function guarded(ctl: Controller, id: string, handler: () => Promise<unknown>): () => Promise<unknown> {
  return async () => {
    try {
      return await handler();
    } catch (e) {
      const message = `rusteal: ${describeError(e)}`;
      ctl.output.appendLine(`[rusteal] ${id}: ${describeError(e)}`);
      void vscode.window.showErrorMessage(message);
      return undefined;
    }
  };
}

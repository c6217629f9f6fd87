// A daemon request that runs a job (build/run, generate/run), shown as a VS Code progress
// notification: the daemon's $/progress under the request's workDoneToken becomes the
// notification's message, and its cancel button sends window/workDoneProgress/cancel, which stops
// the job and answers the request with RequestCancelled.
import * as vscode from "vscode";
import type { BuildRunParams, GenerateRunParams, JobOutcome } from "../../../../rpc_schema/typings/rusteal-protocol";
import { isCancelled, type DaemonClient } from "./daemon_client";

export type JobRequest =
  | { method: "build/run"; params: Omit<BuildRunParams, "workDoneToken"> }
  | { method: "generate/run"; params: Omit<GenerateRunParams, "workDoneToken"> };

/** How a job request ended: its outcome, or cancelled (the outcome the daemon attached, if any). */
export type JobEnd = { cancelled: false; outcome: JobOutcome } | { cancelled: true; outcome: JobOutcome | null };

let nextToken = 0;

export function runJobWithProgress(client: DaemonClient, title: string, request: JobRequest): Thenable<JobEnd> {
  const token = `rusteal-vscode-${process.pid}-${++nextToken}`;
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title, cancellable: true },
    async (progress, cancellation) => {
      const reports = client.on("$/progress", ({ token: t, value }) => {
        if (t !== token || value.kind === "end" || !value.message) return;
        progress.report(value.kind === "report" && value.percentage !== undefined
          ? { message: `${value.message} (${value.percentage}%)` }
          : { message: value.message });
      });
      const cancel = cancellation.onCancellationRequested(() => client.notify("window/workDoneProgress/cancel", { token }));
      try {
        const outcome = request.method === "build/run"
          ? await client.call("build/run", { ...request.params, workDoneToken: token })
          : await client.call("generate/run", { ...request.params, workDoneToken: token });
        return { cancelled: false, outcome } as const;
      } catch (e) {
        if (isCancelled(e)) {
          const data = (e as { data?: unknown }).data;
          return { cancelled: true, outcome: data && typeof data === "object" ? (data as JobOutcome) : null } as const;
        }
        throw e;
      } finally {
        reports.dispose();
        cancel.dispose();
      }
    },
  );
}

// A client typed by rusteal-protocol.d.ts over any JSON-RPC connection (vscode-jsonrpc's
// MessageConnection has this shape). tsc --strict compiles it in the test suite: the calls below
// type-check, and the ones marked @ts-expect-error must not.
import type { ClientRequests, ServerNotifications } from "./rusteal-protocol";

export interface Connection {
  sendRequest(method: string, params: unknown): Promise<unknown>;
  onNotification(method: string, handler: (params: never) => void): void;
}

export function call<M extends keyof ClientRequests>(
  c: Connection,
  method: M,
  params: ClientRequests[M]["params"],
): Promise<ClientRequests[M]["result"]> {
  return c.sendRequest(method, params) as Promise<ClientRequests[M]["result"]>;
}

export function on<M extends keyof ServerNotifications>(
  c: Connection,
  method: M,
  handler: (params: ServerNotifications[M]) => void,
): void {
  c.onNotification(method, handler as (params: never) => void);
}

export async function buildAndReport(c: Connection, project: string, report: (line: string) => void): Promise<boolean> {
  await call(c, "initialize", { clientInfo: { name: "typed-client", version: "1" }, protocolVersion: 1 });
  on(c, "job/diagnostic", (d) => report(`${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`));
  on(c, "job/output", (o) => report(o.line));
  const outcome = await call(c, "build/run", { project, all: true });
  const status = await call(c, "daemon/status", {});
  report(`daemon ${status.version}, pid ${status.pid}`);
  // @ts-expect-error: a step is a number
  await call(c, "build/run", { project, step: "4" });
  // @ts-expect-error: build/run needs its project
  await call(c, "build/run", {});
  // @ts-expect-error: no such method
  await call(c, "build/runs", { project });
  return outcome.ok;
}

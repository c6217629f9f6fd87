// The example of docs/protocol.md ("Extension authors"), compiled by the test suite.
import { connect } from "node:net";
import { homedir } from "node:os";
import { createMessageConnection, SocketMessageReader, SocketMessageWriter } from "vscode-jsonrpc/node";
import type { ClientRequests, ServerNotifications } from "./rusteal-protocol";

const dir = process.env.XDG_RUNTIME_DIR ? `${process.env.XDG_RUNTIME_DIR}/rusteal` : `/tmp/rusteal-${process.getuid!()}`;
const socket = connect(`${dir}/rusteald.sock`);
const c = createMessageConnection(new SocketMessageReader(socket), new SocketMessageWriter(socket));
const call = <M extends keyof ClientRequests>(m: M, p: ClientRequests[M]["params"]) =>
  c.sendRequest(m, p) as Promise<ClientRequests[M]["result"]>;
const on = <M extends keyof ServerNotifications>(m: M, f: (p: ServerNotifications[M]) => void) =>
  c.onNotification(m, f);
c.listen();

await call("initialize", { clientInfo: { name: "my-extension", version: "1.0.0" }, protocolVersion: 1 });
on("job/output", (o) => console.log(o.line));
on("job/diagnostic", (d) => console.log(`${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`));
const outcome = await call("build/run", { project: `${homedir()}/MyGame`, all: true });
console.log(outcome.ok ? "built" : `failed: ${outcome.summary}`);
await call("shutdown", {});
c.sendNotification("exit");

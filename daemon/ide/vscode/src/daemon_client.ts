// The extension's connection to rusteald: finds the daemon's socket (or has the rusteal client
// start the daemon), speaks the protocol through vscode-jsonrpc, and types every call and
// notification by the protocol typings generated from the OpenRPC document. Nothing in here knows
// VS Code: the rest of the extension sees typed calls and typed notification streams.
import { execFile } from "node:child_process";
import { connect, type Socket } from "node:net";
import { userInfo } from "node:os";
import { isAbsolute, join } from "node:path";
import {
  createMessageConnection,
  ResponseError,
  SocketMessageReader,
  SocketMessageWriter,
  type MessageConnection,
} from "vscode-jsonrpc/node";
import type {
  ClientNotifications,
  ClientRequests,
  InitializeResult,
  ServerNotifications,
} from "../../../../rpc_schema/typings/rusteal-protocol";

/** JSON-RPC's RequestCancelled: the request's work was stopped (a cancel button, jobs/cancel). */
export const REQUEST_CANCELLED = -32800;

/** Where the daemon is and how to start it: the extension's settings. */
export interface DaemonLocation {
  /** the rusteal client; `rusteal daemon start` starts the daemon when none runs */
  clientPath: string;
  /** the daemon's socket; empty: the default one (the client's own rule) */
  socketPath: string;
}

/** The daemon could not be reached or started; the message says why and what to do. */
export class DaemonUnavailable extends Error {}

/** The socket every rusteal client uses by default: $XDG_RUNTIME_DIR/rusteal/rusteald.sock, else
 * /tmp/rusteal-<uid>/rusteald.sock (daemon/common/runtime_paths.cpp). */
export function defaultSocketPath(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_RUNTIME_DIR;
  const runtime = xdg && isAbsolute(xdg) ? join(xdg, "rusteal") : `/tmp/rusteal-${userInfo().uid}`;
  return join(runtime, "rusteald.sock");
}

function openSocket(path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    socket.once("connect", () => {
      socket.removeAllListeners("error");
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

/** Runs `<client> --json daemon start`, which starts rusteald unless it runs, and answers the
 * socket the daemon listens on (daemon/status's `socket`). */
function startWithClient(clientPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(clientPath, ["--json", "daemon", "start"], { timeout: 30_000 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
        reject(new DaemonUnavailable(
          `cannot start rusteald: the rusteal client '${clientPath}' was not found; install rusteal, or set ` +
          `rusteal.clientPath to the client's full path`));
        return;
      }
      const lines = stdout.split("\n").filter((l) => l.trim() !== "");
      for (const line of lines.reverse()) {
        try {
          const message = JSON.parse(line) as { result?: { socket?: string } };
          if (message.result?.socket) {
            resolve(message.result.socket);
            return;
          }
        } catch {
          // not a JSON line: look at the one before
        }
      }
      const why = stderr.trim().split("\n").pop() || (error ? error.message : "it printed no socket");
      reject(new DaemonUnavailable(`cannot start rusteald with '${clientPath} daemon start': ${why}`));
    });
  });
}

type Handler<P> = (params: P) => void;

/** One connection to rusteald, after `initialize`. */
export class DaemonClient {
  private readonly handlers = new Map<string, Set<Handler<unknown>>>();
  private readonly closeHandlers = new Set<() => void>();
  private closed = false;

  private constructor(
    private readonly connection: MessageConnection,
    /** the socket this client is connected to */
    readonly socket: string,
  ) {
    connection.onClose(() => {
      this.closed = true;
      for (const h of this.closeHandlers) h();
    });
  }

  /** The daemon's answer to `initialize`. */
  info!: InitializeResult;

  /** Connects to the daemon (its socket from `location`, or the default one; when nothing listens
   * there and no socket was configured, the rusteal client starts the daemon) and identifies
   * itself with LSP's clientInfo. */
  static async connect(location: DaemonLocation, clientInfo: { name: string; version: string }): Promise<DaemonClient> {
    let path = location.socketPath || defaultSocketPath();
    let socket: Socket;
    try {
      socket = await openSocket(path);
    } catch (e) {
      if (location.socketPath) {
        throw new DaemonUnavailable(
          `cannot connect to rusteald at ${path} (rusteal.socketPath): ${(e as Error).message}; start it ` +
          `(rusteal daemon start) or clear the setting to use the default socket`);
      }
      path = await startWithClient(location.clientPath);
      try {
        socket = await openSocket(path);
      } catch (again) {
        throw new DaemonUnavailable(`rusteald was started but ${path} refuses connections: ${(again as Error).message}`);
      }
    }
    const connection = createMessageConnection(new SocketMessageReader(socket), new SocketMessageWriter(socket));
    const client = new DaemonClient(connection, path);
    connection.listen();
    client.info = await client.call("initialize", { clientInfo, protocolVersion: 1 });
    return client;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** A request; its error is a vscode-jsonrpc ResponseError (code, message, data). */
  call<M extends keyof ClientRequests>(method: M, params: ClientRequests[M]["params"]): Promise<ClientRequests[M]["result"]> {
    return this.connection.sendRequest(method, params) as Promise<ClientRequests[M]["result"]>;
  }

  notify<M extends keyof ClientNotifications>(method: M, params: ClientNotifications[M]): void {
    void this.connection.sendNotification(method, params).catch(() => undefined);
  }

  /** Every notification of `method`, to each handler registered (vscode-jsonrpc itself keeps one
   * handler per method, so the client fans out). Returns what removes the handler. */
  on<M extends keyof ServerNotifications>(method: M, handler: Handler<ServerNotifications[M]>): { dispose(): void } {
    let set = this.handlers.get(method);
    if (!set) {
      set = new Set();
      this.handlers.set(method, set);
      const handlers = set;
      this.connection.onNotification(method, (params: unknown) => {
        for (const h of [...handlers]) h(params);
      });
    }
    set.add(handler as Handler<unknown>);
    return { dispose: () => void set.delete(handler as Handler<unknown>) };
  }

  onClose(handler: () => void): { dispose(): void } {
    this.closeHandlers.add(handler);
    return { dispose: () => void this.closeHandlers.delete(handler) };
  }

  /** LSP's end of a session (`shutdown`, then `exit`); the daemon goes on for its other clients. */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.call("shutdown", {});
      await this.connection.sendNotification("exit");
    } catch {
      // already gone
    }
    this.connection.dispose();
    this.closed = true;
  }
}

/** A ResponseError's text as the user should read it: the daemon's message, and the field when
 * the params were refused. */
export function describeError(e: unknown): string {
  if (e instanceof ResponseError) {
    const field = (e.data as { field?: string } | undefined)?.field;
    return field && !e.message.includes(`'${field}'`) ? `${e.message} (${field})` : e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

export function isCancelled(e: unknown): boolean {
  return e instanceof ResponseError && e.code === REQUEST_CANCELLED;
}

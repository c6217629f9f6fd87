// The VS Code extension's entry points: activate registers the commands and the status-bar item
// and connects to rusteald (starting it through the rusteal client when none runs); deactivate
// ends the session (the daemon, its watches and jobs go on).
import * as vscode from "vscode";
import { commandHandlers, guarded } from "./commands";
import { Controller } from "./controller";

let controller: Controller | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<Controller> {
  const version = String((context.extension.packageJSON as { version?: string }).version ?? "0");
  const ctl = new Controller(version);
  controller = ctl;
  context.subscriptions.push(ctl);
  for (const [id, handler] of Object.entries(commandHandlers(ctl))) {
    context.subscriptions.push(vscode.commands.registerCommand(id, guarded(ctl, id, handler)));
  }
  try {
    await ctl.connected();
  } catch (e) {
    // Not fatal: the status bar says so, and the next command tries again.
    ctl.output.appendLine(`[rusteal] ${(e as Error).message}`);
    ctl.status.problem = (e as Error).message;
    ctl.status.render();
    void vscode.window.showWarningMessage(`rusteal: ${(e as Error).message}`);
  }
  return ctl;
}

export async function deactivate(): Promise<void> {
  await controller?.disconnect();
  controller = undefined;
}

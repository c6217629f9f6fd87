// The extension's settings (package.json's contributes.configuration), read and checked in one
// place: a wrong value is an error naming the setting and what it should be.
import * as vscode from "vscode";
import type { DaemonLocation } from "./daemon_client";

export interface Settings extends DaemonLocation {
  /** the Unreal project's folder; empty: found from the workspace */
  projectFolder: string;
  /** extra `cargo --config` entries for builds and watches */
  cargoConfig: string[];
}

export class SettingsError extends Error {}

function stringSetting(config: vscode.WorkspaceConfiguration, key: string, fallback: string): string {
  const value = config.get<unknown>(key, fallback);
  if (typeof value !== "string") throw new SettingsError(`rusteal.${key} must be a string, not ${JSON.stringify(value)}`);
  return value;
}

export function readSettings(): Settings {
  const config = vscode.workspace.getConfiguration("rusteal");
  const cargoConfig = config.get<unknown>("cargoConfig", []);
  if (!Array.isArray(cargoConfig) || cargoConfig.some((e) => typeof e !== "string" || e.trim() === "")) {
    throw new SettingsError(
      `rusteal.cargoConfig must be a list of \`cargo --config\` entries such as "net.offline=true", not ${JSON.stringify(cargoConfig)}`);
  }
  const clientPath = stringSetting(config, "clientPath", "rusteal");
  return {
    projectFolder: stringSetting(config, "projectFolder", ""),
    cargoConfig: cargoConfig as string[],
    clientPath: clientPath.trim() === "" ? "rusteal" : clientPath,
    socketPath: stringSetting(config, "socketPath", ""),
  };
}

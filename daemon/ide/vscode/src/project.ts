// Which Unreal project the extension works on: the folder of rusteal.projectFolder, or the first
// workspace folder that is inside a project (a folder holding a .uproject, searched upwards, so
// opening Rust/ or a plugin works too). Plain node: tested without VS Code.
import { readdirSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";

export type ProjectLookup = { root: string } | { error: string };

function hasUproject(folder: string): boolean {
  try {
    return readdirSync(folder).some((name) => name.endsWith(".uproject"));
  } catch {
    return false;
  }
}

function projectAbove(folder: string): string | undefined {
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    if (hasUproject(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** `configured`: the rusteal.projectFolder setting (absolute, or relative to the first workspace
 * folder); `workspaceFolders`: the workspace's folders in order. */
export function findProject(configured: string, workspaceFolders: readonly string[]): ProjectLookup {
  if (configured.trim() !== "") {
    const base = workspaceFolders[0];
    if (!isAbsolute(configured) && !base) {
      return { error: `rusteal.projectFolder is the relative path '${configured}' but no folder is open: make it absolute` };
    }
    const folder = isAbsolute(configured) ? configured : join(base!, configured);
    let isDir = false;
    try {
      isDir = statSync(folder).isDirectory();
    } catch {
      // reported below
    }
    if (!isDir) return { error: `rusteal.projectFolder: ${folder} is not a folder; set it to your Unreal project's folder (the one with the .uproject)` };
    if (!hasUproject(folder)) {
      return { error: `rusteal.projectFolder: ${folder} has no .uproject file; set it to your Unreal project's folder (the one with the .uproject)` };
    }
    return { root: folder };
  }
  for (const folder of workspaceFolders) {
    const root = projectAbove(folder);
    if (root) return { root };
  }
  return {
    error: workspaceFolders.length === 0
      ? "no folder is open: open your Unreal project's folder (the one with the .uproject), or set rusteal.projectFolder"
      : `no Unreal project in this workspace (no .uproject in ${workspaceFolders.join(", ")} or above): open the project's folder, or set rusteal.projectFolder`,
  };
}

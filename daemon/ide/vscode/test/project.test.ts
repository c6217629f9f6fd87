// Which project the extension works on, from the setting or the workspace's folders.
import { strict as assert } from "node:assert";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { findProject } from "../src/project";

describe("findProject", () => {
  const temp = mkdtempSync(join(tmpdir(), "rusteal-vscode-project-"));
  const game = join(temp, "Game");
  mkdirSync(join(game, "Rust/game/src"), { recursive: true });
  writeFileSync(join(game, "Game.uproject"), "{}");
  mkdirSync(join(temp, "Elsewhere"));
  after(() => rmSync(temp, { recursive: true, force: true }));

  it("finds the project from a workspace folder inside it, the first folder that has one", () => {
    assert.deepEqual(findProject("", [join(game, "Rust/game/src")]), { root: game });
    assert.deepEqual(findProject("", [join(temp, "Elsewhere"), game]), { root: game });
  });

  it("takes the setting, absolute or relative to the first folder", () => {
    assert.deepEqual(findProject(game, []), { root: game });
    assert.deepEqual(findProject("Game", [temp]), { root: join(temp, "Game") });
  });

  it("says what is wrong and how to fix it", () => {
    assert.deepEqual(findProject("", []), {
      error: "no folder is open: open your Unreal project's folder (the one with the .uproject), or set rusteal.projectFolder",
    });
    assert.deepEqual(findProject("", [join(temp, "Elsewhere")]), {
      error: `no Unreal project in this workspace (no .uproject in ${join(temp, "Elsewhere")} or above): open the project's folder, or set rusteal.projectFolder`,
    });
    assert.deepEqual(findProject(join(game, "Rust"), []), {
      error: `rusteal.projectFolder: ${join(game, "Rust")} has no .uproject file; set it to your Unreal project's folder (the one with the .uproject)`,
    });
    assert.deepEqual(findProject(join(temp, "missing"), []), {
      error: `rusteal.projectFolder: ${join(temp, "missing")} is not a folder; set it to your Unreal project's folder (the one with the .uproject)`,
    });
    assert.deepEqual(findProject("Game", []), {
      error: "rusteal.projectFolder is the relative path 'Game' but no folder is open: make it absolute",
    });
  });
});

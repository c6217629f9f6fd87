// Where the extension looks for the daemon when no socket is configured: the rule every rusteal
// client follows (daemon/common/runtime_paths.cpp).
import { strict as assert } from "node:assert";
import { userInfo } from "node:os";
import { describe, it } from "node:test";
import { defaultSocketPath } from "../src/daemon_client";

describe("defaultSocketPath", () => {
  it("is under $XDG_RUNTIME_DIR/rusteal when that is an absolute path", () => {
    assert.equal(defaultSocketPath({ XDG_RUNTIME_DIR: "/run/user/1000" }), "/run/user/1000/rusteal/rusteald.sock");
  });
  it("is /tmp/rusteal-<uid>/rusteald.sock otherwise, as the daemon's own", () => {
    const fallback = `/tmp/rusteal-${userInfo().uid}/rusteald.sock`;
    assert.equal(defaultSocketPath({}), fallback);
    assert.equal(defaultSocketPath({ XDG_RUNTIME_DIR: "" }), fallback);
    assert.equal(defaultSocketPath({ XDG_RUNTIME_DIR: "relative/dir" }), fallback);
  });
});

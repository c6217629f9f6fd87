#pragma once
// The game templates' end-to-end runs (templates_e2e_test.cpp and the other *templates_e2e_test.cpp):
// a daemon on the stand-in engine whose cargo builds share the end-to-end target folder, `rusteal
// new` from a template with its five steps required to pass without a warning, and a script played
// in rusteal-host on the project.
#include "cli_run.hpp"
#include "daemon_process.hpp"
#include "rust_project.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

namespace rusteal::test {

namespace fs = std::filesystem;

// A daemon on the stand-in engine whose cargo builds share the end-to-end target folder, and a
// work folder for the project, the logs and the scene. Each project's crates are built once, from
// nothing (their paths are new), so cargo's incremental cache is only work: it is off. Debug info
// is off in every end-to-end cargo build (the same setting everywhere, or the shared runtime
// crates would build twice): nothing reads it, and it was 15-20% of a cold bindings and game build.
struct TemplateRun {
    TempDir work;
    DaemonProcess daemon{{},
                         true,
                         {"CARGO_TARGET_DIR=" + std::string(RUSTEAL_E2E_TARGET_DIR), "CARGO_TERM_COLOR=never", "CARGO_INCREMENTAL=0",
                          "CARGO_PROFILE_DEV_DEBUG=0"}};

    TemplateRun() {
        std::string out;
        REQUIRE(rusteal::test::run_cli(daemon, "config engine '" + std::string(RUSTEAL_STANDIN_ENGINE) + "'", work.path() / "config.log",
                                       out) == 0);
    }

    // A CLI command with the offline cargo options, required to succeed without a warning (the
    // template's Rust, the bindings' and the wrappers' alike).
    void run(const std::string& command, const std::string& log) {
        std::string out;
        const int rc = rusteal::test::run_cli(daemon, command + rusteal::test::offline_cargo_options(), work.path() / log, out);
        INFO(out);
        REQUIRE(rc == 0);
        CHECK_THAT(out, !Catch::Contains("warning:"));
    }

    // `rusteal new` from a game template, on this checkout's runtime crates.
    fs::path new_project(const std::string& name, const std::string& tmpl) {
        run("--json new " + name + " --template " + tmpl + " --dir '" + work.path().string() + "' --runtime-path '" +
                RUSTEAL_SOURCE_DIR + "/plugin_runtime/crates'",
            "new.log");
        REQUIRE(fs::exists(work.path() / name / "Plugins/Rusteal/Binaries/Linux/librusteal.so"));
        return work.path() / name;
    }

    // The script played in rusteal-host on the project: the host's output, its `expect`s having held.
    std::string play(const fs::path& root, const std::string& script) {
        std::ofstream(work.path() / "scene.rhs") << script;
        std::string played;
        const int host = rusteal::test::run_logged(std::string(RUSTEAL_HOST_PATH) + " --project '" + root.string() + "' --script '" +
                                                       (work.path() / "scene.rhs").string() + "'",
                                                   work.path() / "host.log", played);
        INFO(played);
        CHECK(host == 0);
        return played;
    }
};

// `rusteal new` from the template, its five steps passed, and the script played in rusteal-host.
inline std::string new_and_play(const std::string& name, const std::string& tmpl, const std::string& script) {
    TemplateRun t;
    return t.play(t.new_project(name, tmpl), script);
}


} // namespace rusteal::test

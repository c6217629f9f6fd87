#pragma once
// The game templates' end-to-end runs (templates_e2e_test.cpp and the other *templates_e2e_test.cpp):
// a daemon on the stand-in engine whose cargo builds share the end-to-end target folder, `rusteal
// new` from a template with its five steps required to pass without a warning, and a script played
// in rusteal-host on the project, then the game crate's own `cargo test` tests.
#include "cli_run.hpp"
#include "daemon_process.hpp"
#include "rust_project.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
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

    // The crate's own `cargo test` tests (the rules a template keeps free of the engine, in its model
    // files), in the shared target folder with the builds' settings, so only the crate itself is
    // compiled again, and without optimization (the template's dev profile is opt-level 1; its
    // dependencies keep their own opt-level 3 artifacts): measured on the shooter's crate, 7.6 s
    // optimized, 2.4 s not. Required to pass without a warning. A crate with no test is left alone.
    void crate_tests(const fs::path& crate_dir) {
        bool has_tests = false;
        for (const auto& e : fs::recursive_directory_iterator(crate_dir / "src"))
            if (e.path().extension() == ".rs" && read_file(e.path()).find("#[cfg(test)]") != std::string::npos) has_tests = true;
        if (!has_tests) return;
        const std::string package = crate_dir.filename().string();
        std::string command = "cd '" + crate_dir.parent_path().string() + "' && CARGO_TARGET_DIR='" + std::string(RUSTEAL_E2E_TARGET_DIR) +
                              "' CARGO_TERM_COLOR=never CARGO_INCREMENTAL=0 CARGO_PROFILE_DEV_DEBUG=0 CARGO_PROFILE_TEST_OPT_LEVEL=0 cargo test --lib -p " +
                              package;
        for (const auto& c : kOfflineCargo) command += " --config '" + c + "'";
        std::string out;
        const int rc = run_logged(command, work.path() / (package + "-tests.log"), out);
        INFO(out);
        REQUIRE(rc == 0);
        CHECK_THAT(out, Catch::Contains("test result: ok.") && !Catch::Contains("warning:"));
    }

    // The crate of a Rust workspace a template made (a project's Rust/, a plugin's): the one beside
    // the bindings.
    static fs::path crate_in(const fs::path& rust_dir) {
        for (const auto& e : fs::directory_iterator(rust_dir))
            if (e.is_directory() && e.path().filename() != "bindings" && fs::exists(e.path() / "Cargo.toml")) return e.path();
        FAIL("no crate in " << rust_dir);
        return {};
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

// The lines of a played output that start with `prefix` (the log's own lines, not the echo of an
// expect-log that quotes one).
inline std::size_t lines_starting(const std::string& played, const std::string& prefix) {
    std::size_t n = 0;
    std::istringstream lines(played);
    for (std::string line; std::getline(lines, line);) n += line.rfind(prefix, 0) == 0;
    return n;
}

// `rusteal new` from the template, its five steps passed, the script played in rusteal-host, and
// the game crate's tests passed.
inline std::string new_and_play(const std::string& name, const std::string& tmpl, const std::string& script) {
    TemplateRun t;
    const fs::path root = t.new_project(name, tmpl);
    std::string played = t.play(root, script);
    t.crate_tests(TemplateRun::crate_in(root / "Rust"));
    return played;
}


} // namespace rusteal::test

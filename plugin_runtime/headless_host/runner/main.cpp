// rusteal-host: the headless host. Loads a game's Rust libraries exactly as the editor does,
// ticks at a fixed rate, and runs commands (script.hpp) from a script or stdin; attached to the
// daemon it reloads a library when a build asks. Exit codes: 0 ok, 1 a failed expect or a
// library that could not be loaded with --script, 2 usage.
#include "api/engine_functions.hpp"
#include "core/headless_engine.hpp"
#include "runner/project_libraries.hpp"

#include "generators/load_reflection.hpp"
#include "rusteal_host/daemon_link.hpp"
#include "rusteal_host/link_messages.hpp"
#include "runner/script.hpp"

#include <poll.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <memory>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

namespace {

std::atomic<bool> g_stop{false};
void on_signal(int) { g_stop = true; }

const char* const kUsage =
    "usage: rusteal-host [--project DIR] [--library NAME=FILE[@PACKAGE]]... [--script FILE]\n"
    "                    [--attach] [--daemon-socket PATH] [--fps N] [--frames N] [--quiet]\n"
    "  --project DIR     load the project's libraries (Plugins/Rusteal/Binaries/<Platform>/librusteal.so\n"
    "                    and each plugin's librusteal_<Plugin>.so)\n"
    "  --library ...     load one library (repeatable); the package defaults to /Script/<NAME>\n"
    "  --script FILE     run the commands of FILE and exit (1 at the first failed expect)\n"
    "  --attach          attach to the daemon (editor/attach) and reload when it asks (editor/reload)\n"
    "  --daemon-socket P the daemon's socket (default: the user's rusteald socket)\n"
    "  --fps N           ticks per second when running (default 60)\n"
    "  --frames N        stop after N ticks (default: run until SIGINT/SIGTERM)\n"
    "  --quiet           print only errors and command output\n"
    "  --version         the host's version and the engine functions it models\n"
    "Without --script, commands are read from stdin while the host ticks.\n";

int usage(const std::string& why) {
    std::cerr << "rusteal-host: " << why << "\n" << kUsage;
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    using namespace rusteal::headless;
    // A line at a time even into a pipe or a file: whoever follows the host (a terminal, `tee`,
    // a demo waiting for a greeting) sees each line when it happens.
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    std::string project, script;
    std::vector<rusteal::host::LibrarySpec> specs;
    double fps = 60;
    long frames = -1;
    bool quiet = false;
    bool attach = false;
    std::string socket = rusteal::host::default_daemon_address();
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        if (a == "--help" || a == "-h") {
            std::cout << kUsage;
            return 0;
        } else if (a == "--version") {
            const auto modelled = EngineFunctions::modelled_names();
            std::cout << "rusteal-host " << RUSTEAL_HOST_VERSION << "\nengine functions modelled: " << modelled.size()
                      << " (per library: the script command `coverage`)\n";
            for (const auto& n : modelled) std::cout << "  " << n << "\n";
            return 0;
        } else if (a == "--project") {
            const char* v = value();
            if (!v) return usage("--project needs a folder");
            project = v;
        } else if (a == "--library") {
            const char* v = value();
            std::string error;
            rusteal::host::LibrarySpec spec;
            if (!v || !parse_library_option(v, spec, error)) return usage(v ? error : "--library needs NAME=FILE");
            specs.push_back(std::move(spec));
        } else if (a == "--script") {
            const char* v = value();
            if (!v) return usage("--script needs a file");
            script = v;
        } else if (a == "--fps") {
            const char* v = value();
            fps = v ? std::atof(v) : 0;
            if (fps <= 0 || fps > 1000) return usage("--fps needs a number between 0 and 1000");
        } else if (a == "--frames") {
            const char* v = value();
            frames = v ? std::atol(v) : -1;
            if (frames < 0) return usage("--frames needs a count");
        } else if (a == "--attach") {
            attach = true;
        } else if (a == "--daemon-socket") {
            const char* v = value();
            if (!v) return usage("--daemon-socket needs a path");
            socket = v;
        } else if (a == "--quiet") {
            quiet = true;
        } else {
            return usage("unknown option " + a);
        }
    }
    if (!project.empty()) {
        std::string error;
        if (!project_libraries(project, specs, error)) {
            std::cerr << "rusteal-host: " << error << "\n";
            return 1;
        }
    }

    // The engine's types from the project's exported reflection, as the editor has them.
    std::optional<rusteal::generators::ReflectionModel> reflection;
    if (!project.empty()) {
        const auto uht = std::filesystem::path(project) / "Intermediate" / "Rusteal" / "uht";
        if (std::filesystem::exists(uht / rusteal::generators::kClassesFile)) {
            try {
                reflection = rusteal::generators::load_reflection(uht);
            } catch (const std::exception& e) {
                std::cerr << "rusteal-host: the engine's reflection was not read, engine types are the built-in ones: "
                          << e.what() << "\n";
            }
        }
    }
    HeadlessEngine engine(
        [quiet](const LogLine& l) {
            if (quiet && l.level < 2) return;
            (l.level >= 2 ? std::cerr : std::cout) << l.text << std::endl;
        },
        reflection ? &*reflection : nullptr);
    reflection.reset();
    bool all_loaded = true;
    for (auto& spec : specs) {
        const std::string name = spec.name;
        const auto report = engine.load_library(std::move(spec));
        all_loaded = all_loaded && report.ok;
        if (!quiet || !report.ok) std::cout << "library " << name << ": " << describe(report) << std::endl;
    }

    // The daemon link: attach, and run the daemon's reload requests on this (the game) thread.
    std::unique_ptr<rusteal::host::DaemonLink> link;
    unsigned reloads_handled = 0;
    rusteal::host::AttachIdentity who{
        std::filesystem::absolute(project.empty() ? std::filesystem::current_path() : std::filesystem::path(project))
            .lexically_normal()
            .string(),
        static_cast<long>(::getpid()), "rusteal-host", "headless"};
    if (attach) {
        link = std::make_unique<rusteal::host::DaemonLink>(
            socket, rusteal::host::attach_params(engine.libraries(), who),
            [&](const rusteal::host::json::Value& params) {
                auto result = rusteal::host::handle_reload_request(engine.libraries(), params);
                ++reloads_handled;
                for (const auto& l : result["libraries"].as_array())
                    std::cout << "reload " << l["name"].as_string() << ": "
                              << (l["ok"].as_bool() ? "ok" : "failed: " + l["error"].as_string()) << " in "
                              << l["totalMilliseconds"].as_number() << " ms" << std::endl;
                link->set_attach_params(rusteal::host::attach_params(engine.libraries(), who));
                return result;
            },
            [&](int level, const std::string& text) { engine.log_line(level, text); });
        link->start();
    }
    const auto frame = std::chrono::duration<double>(1.0 / fps);
    auto run_frame = [&] {
        if (link) link->poll();
        engine.tick(static_cast<float>(frame.count()));
    };

    ScriptRunner runner(engine);
    if (link) {
        runner.set_frame_pump(
            [&] {
                run_frame();
                std::this_thread::sleep_for(frame);
            },
            [&] { return reloads_handled; });
    }
    if (!script.empty()) {
        std::string error;
        const bool ok = runner.run_file(script, error, [](const std::string& line) { std::cout << line << std::endl; });
        if (!ok) {
            std::cerr << error << std::endl;
            return 1;
        }
        return all_loaded ? 0 : 1;
    }

    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    auto next = std::chrono::steady_clock::now();
    std::string pending;
    bool stdin_open = true;
    for (long n = 0; !g_stop && (frames < 0 || n < frames); ++n) {
        // Commands typed (or piped) while the host runs, without blocking the frame.
        while (stdin_open) {
            pollfd p{STDIN_FILENO, POLLIN, 0};
            if (::poll(&p, 1, 0) <= 0) break;
            char buf[4096];
            const ssize_t got = ::read(STDIN_FILENO, buf, sizeof buf);
            if (got <= 0) {
                stdin_open = false;
                break;
            }
            pending.append(buf, static_cast<std::size_t>(got));
            for (auto nl = pending.find('\n'); nl != std::string::npos; nl = pending.find('\n')) {
                const std::string line = pending.substr(0, nl);
                pending.erase(0, nl + 1);
                if (line == "quit" || line == "exit") {
                    g_stop = true;
                    break;
                }
                const CommandResult r = runner.run(line);
                if (!r.output.empty()) std::cout << (r.ok ? "" : "error: ") << r.output << std::endl;
            }
        }
        run_frame();
        next += std::chrono::duration_cast<std::chrono::steady_clock::duration>(frame);
        std::this_thread::sleep_until(next);
    }
    return 0;
}

// rusteal-host's two costs (issue 5): a hot reload of a small library by phase (unload, load
// with registration, reinstance, construct; no cargo), and a Rust -> engine call through the
// library's function table against a direct C++ call of the same engine function.
//
//   build/test/bench/host_bench [reloads=50] [calls=20000000]
//
// It builds the two Rust libraries first (release, offline). Each reload deploys a fresh copy
// of the library (a new inode, as a build's deploy does), so every load maps a new file.
#include "core/headless_engine.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace rusteal::headless;
using Clock = std::chrono::steady_clock;

namespace {

// The engine function both paths call; noipa keeps the compiler from folding or inlining it.
extern "C" __attribute__((noinline, noipa)) std::int32_t engine_add(std::int32_t a, std::int32_t b) { return a + b; }

// Its generated C++ wrapper, as RustealFunc_*.cpp writes one: result through an out pointer.
extern "C" __attribute__((noinline, noipa)) std::uint32_t wrapper_add(std::int32_t a, std::int32_t b, std::int32_t* out) {
    *out = engine_add(a, b);
    return 0;
}

const void* const kFuncTable[] = {reinterpret_cast<const void*>(&wrapper_add)};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}
double p90(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, v.size() * 9 / 10)];
}

void deploy(const fs::path& built, const fs::path& deployed) {
    const fs::path partial = deployed.string() + ".partial";
    fs::copy_file(built, partial, fs::copy_options::overwrite_existing);
    fs::rename(partial, deployed);
}

} // namespace

int main(int argc, char** argv) {
    const int reloads = argc > 1 ? std::atoi(argv[1]) : 50;
    const long calls = argc > 2 ? std::atol(argv[2]) : 20000000;
    const fs::path target = RUSTEAL_CARGO_TARGET_DIR;
    const std::string build = std::string("RUSTEAL_CARGO_TARGET_DIR='") + RUSTEAL_CARGO_TARGET_DIR + "' '" +
                              RUSTEAL_SOURCE_DIR + "/plugin_runtime/crates/cargo-offline' build --release --quiet "
                              "--manifest-path '" + RUSTEAL_SOURCE_DIR + "/plugin_runtime/crates/Cargo.toml' "
                              "-p rusteal-test-host-game -p rusteal-bench-game";
    if (std::system(build.c_str()) != 0) {
        std::fprintf(stderr, "host_bench: building the libraries failed\n");
        return 1;
    }
    const fs::path dir = fs::temp_directory_path() / ("rusteal-host-bench-" + std::to_string(::getpid()));
    fs::create_directories(dir);

    {
        // --- reload ---------------------------------------------------------------------------
        HeadlessEngine engine([](const LogLine& l) {
            if (l.level >= 2) std::fprintf(stderr, "%s\n", l.text.c_str());
        });
        const fs::path deployed = dir / "librusteal.so";
        deploy(target / "release/librusteal_test_host_game.so", deployed);
        if (!engine.load_library({"Game", "/Script/Rusteal", deployed, nullptr, 0}).ok) return 1;
        Object* out = nullptr;
        const int objects = 100;
        for (int i = 0; i < objects; ++i) engine.spawn("Lamp", "", out);
        std::map<std::string, std::vector<double>> phases;
        std::vector<double> totals;
        for (int i = 0; i < reloads; ++i) {
            deploy(target / "release/librusteal_test_host_game.so", deployed);
            const auto report = engine.reload("Game");
            if (!report.ok) {
                std::fprintf(stderr, "reload failed: %s\n", report.error.c_str());
                return 1;
            }
            for (const auto& p : report.phases) phases[p.phase].push_back(p.milliseconds);
            totals.push_back(report.total_milliseconds());
        }
        std::printf("reload of the test host game (release, %d Lamp objects, %d reloads, each from a fresh deploy)\n",
                    objects, reloads);
        for (const char* name : {"check", "drop", "unload", "load", "reinstance", "construct"})
            std::printf("  %-10s median %7.3f ms   p90 %7.3f ms\n", name, median(phases[name]), p90(phases[name]));
        std::printf("  %-10s median %7.3f ms   p90 %7.3f ms   (target < 50 ms)\n", "total", median(totals), p90(totals));
    }
    {
        // --- calls ----------------------------------------------------------------------------
        HeadlessEngine engine;
        const fs::path deployed = dir / "librusteal_Bench.so";
        deploy(target / "release/librusteal_bench_game.so", deployed);
        if (!engine.load_library({"Bench", "/Script/Bench", deployed, kFuncTable, 1}).ok) return 1;
        Object* bench = nullptr;
        engine.spawn("CallBench", "bench", bench);
        const std::string count = std::to_string(calls);
        std::vector<double> rust_ns, direct_ns;
        long long sink = 0;
        for (int run = 0; run < 7; ++run) {
            auto t0 = Clock::now();
            const Outcome o = engine.call(bench, "CallEngine", {count});
            auto t1 = Clock::now();
            if (!o.ok) {
                std::fprintf(stderr, "call failed: %s\n", o.text.c_str());
                return 1;
            }
            sink += std::atoll(o.text.c_str());
            rust_ns.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() / static_cast<double>(calls));
            t0 = Clock::now();
            long long sum = 0;
            for (long i = 0; i < calls; ++i) sum += engine_add(static_cast<std::int32_t>(i), 1);
            t1 = Clock::now();
            sink -= sum;
            direct_ns.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() / static_cast<double>(calls));
        }
        const double r = median(rust_ns), d = median(direct_ns);
        std::printf("engine call, %ld calls per run, 7 runs interleaved (checksum %lld)\n", calls, sink);
        std::printf("  Rust through the function table  median %6.2f ns/call\n", r);
        std::printf("  direct C++ call                  median %6.2f ns/call\n", d);
        std::printf("  overhead                         %6.2f ns/call, ratio %.2fx   (target < 10 ns)\n", r - d, r / d);
    }
    fs::remove_all(dir);
    return 0;
}

// The stand-in UBT's compile of a project's generated C++ (test/standin_engine/README.md), side by
// side in one run, on the wrappers of a third-person project made by `rusteal new` on the stand-in
// engine (steps 1 and 2 only), every compile forced by removing the stamps before each run:
//   - one file at a time with no cache (the stand-in UBT before its compile cache: the baseline);
//   - as many at once as there are cores, no cache;
//   - as many at once as there are cores, the cache empty (it fills);
//   - as many at once as there are cores, the cache warm (another project of the same template
//     compiled the same wrappers before: what each template's end-to-end test finds in CI).
//
//   build/test/bench/standin_ubt_bench [runs=3]
#include "daemon_process.hpp"
#include "temp_dir.hpp"

#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

// Process start to exit, in seconds; exits the bench when the process fails.
double timed_run(const std::vector<std::string>& argv, const std::vector<std::string>& env = {}) {
    const auto t0 = Clock::now();
    const pid_t pid = rusteal::test::spawn(argv, env, "/dev/null");
    int raw = 0;
    const bool waited = ::waitpid(pid, &raw, 0) == pid;
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    if (!waited || !WIFEXITED(raw) || WEXITSTATUS(raw) != 0) {
        std::fprintf(stderr, "failed: %s %s\n", argv.front().c_str(), argv.size() > 1 ? argv[1].c_str() : "");
        std::exit(1);
    }
    return s;
}

} // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    rusteal::test::DaemonProcess daemon;
    rusteal::test::TempDir work;
    const std::vector<std::string> env_cfg{daemon.env_entry(), "XDG_CONFIG_HOME=" + daemon.config_home().string()};
    timed_run({RUSTEAL_CLI_PATH, "config", "engine", RUSTEAL_STANDIN_ENGINE}, env_cfg);
    timed_run({RUSTEAL_CLI_PATH, "new", "Bench", "--template", "third-person", "--no-build", "--dir", work.path().string()}, env_cfg);
    const fs::path root = work.path() / "Bench";
    for (const char* step : {"1", "2"}) timed_run({RUSTEAL_CLI_PATH, "build", "--step", step, "--project", root.string()}, env_cfg);

    const std::vector<std::string> ubt{std::string(RUSTEAL_STANDIN_ENGINE) + "/Engine/Build/BatchFiles/Linux/Build.sh", "BenchEditor", "Linux",
                                       "Development", "-Project=" + (root / "Bench.uproject").string()};
    const fs::path stamps = root / "Intermediate/Build/Linux/BenchEditor/Development/Stamps";
    std::size_t sources = 0;
    for (const auto& f : fs::directory_iterator(root / "Plugins/Rusteal/Source/Rusteal/Generated"))
        if (f.path().extension() == ".cpp") ++sources;
    const fs::path cache = work.path() / "cache";
    auto measure = [&](const std::vector<std::string>& env, bool keep_cache) {
        std::vector<double> times;
        for (int i = 0; i < runs; ++i) {
            if (!keep_cache) fs::remove_all(cache);
            fs::remove_all(stamps);
            times.push_back(timed_run(ubt, env));
        }
        return median(times);
    };
    const double serial = measure({"RUSTEAL_STANDIN_UBT_JOBS=1", "RUSTEAL_STANDIN_UBT_CACHE=off"}, false);
    const double parallel = measure({"RUSTEAL_STANDIN_UBT_CACHE=off"}, false);
    const double cold = measure({"RUSTEAL_STANDIN_UBT_CACHE=" + cache.string()}, false);
    const double warm = measure({"RUSTEAL_STANDIN_UBT_CACHE=" + cache.string()}, true);
    std::printf("stand-in UBT, %zu generated sources of a third-person project, every one compiled, median of %d runs\n", sources, runs);
    std::printf("  one at a time, no cache (before)      %7.2f s\n", serial);
    std::printf("  all cores, no cache                   %7.2f s   %.1fx faster\n", parallel, serial / parallel);
    std::printf("  all cores, cache empty (filling)      %7.2f s   %.1fx faster\n", cold, serial / cold);
    std::printf("  all cores, cache warm                 %7.2f s   %.1fx faster\n", warm, serial / warm);
    return 0;
}

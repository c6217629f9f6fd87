// The stand-in UBT's compile of the generated C++ (wrapper_compile.hpp).
#include "wrapper_compile.hpp"

#include "read_file.hpp"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>

namespace fs = std::filesystem;

namespace rusteal::standin_ubt {
namespace {

constexpr int kCompiled = 0;
constexpr int kFromCache = 100;

// One word for the shell, whatever the path holds.
std::string quote(const std::string& s) {
    std::string q = "'";
    for (const char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

// A command's standard output; false when it could not run or failed.
bool capture(const std::string& command, std::string& output) {
    output.clear();
    FILE* pipe = ::popen(command.c_str(), "r");
    if (!pipe) return false;
    char buf[65536];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, pipe)) > 0;) output.append(buf, n);
    const int status = ::pclose(pipe);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

std::string includes_of(const CompileJob& job) {
    std::string s;
    for (const auto& dir : job.include_dirs) s += " -I" + quote(dir);
    return s;
}

// What the compiler and its flags make a preprocessed text mean: the key's prefix.
std::string compiler_identity() {
    std::string id;
    capture("g++ -dumpfullversion -dumpmachine 2>/dev/null", id);
    return id + kCompileFlags + "\n";
}

// Runs in a child process whose standard output and error are the job's log.
int run_job(const CompileJob& job, const fs::path& cache, const std::string& identity) {
    const std::string includes = includes_of(job);
    fs::path entry;
    if (!cache.empty()) {
        std::string preprocessed;
        if (capture(std::string("g++ ") + kCompileFlags + " -E -P" + includes + " " + quote(job.source.string()) + " 2>/dev/null",
                    preprocessed)) {
            entry = cache / content_digest(identity + preprocessed);
            std::error_code ec;
            if (fs::exists(entry, ec)) return kFromCache;
        }
    }
    const int status = std::system((std::string("g++ ") + kCompileFlags + includes + " " + quote(job.source.string()) + " 2>&1").c_str());
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
    if (!entry.empty()) {
        // Written whole under a name of its own, then renamed: a concurrent build sees it or not.
        std::error_code ec;
        fs::create_directories(cache, ec);
        const fs::path temp = entry.string() + "." + std::to_string(::getpid()) + ".tmp";
        if (std::ofstream(temp, std::ios::binary) << job.source.filename().string() << "\n") fs::rename(temp, entry, ec);
        if (ec) fs::remove(temp, ec);
    }
    return kCompiled;
}

} // namespace

std::string content_digest(const std::string& text) {
    std::uint64_t a = 1469598103934665603ull, b = 0x84222325cbf29ce4ull;
    for (const unsigned char c : text) {
        a = (a ^ c) * 1099511628211ull;
        b = (b ^ c) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
    }
    b ^= text.size();
    char buf[40];
    std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(a), static_cast<unsigned long long>(b));
    return buf;
}

CompileResult compile_all(const std::vector<CompileJob>& jobs, const fs::path& cache, std::ostream& out) {
    CompileResult result;
    if (jobs.empty()) return result;
    // As many at once as there are cores, or RUSTEAL_STANDIN_UBT_JOBS.
    long cores = ::sysconf(_SC_NPROCESSORS_ONLN);
    if (const char* j = std::getenv("RUSTEAL_STANDIN_UBT_JOBS"); j && std::atol(j) > 0) cores = std::atol(j);
    const std::size_t parallel = cores > 0 ? static_cast<std::size_t>(cores) : 1;
    const std::string identity = cache.empty() ? std::string() : compiler_identity();
    struct Running {
        std::size_t index;
        fs::path log;
    };
    std::map<pid_t, Running> running;
    std::size_t next = 0;
    std::error_code ec;
    while (next < jobs.size() || !running.empty()) {
        while (running.size() < parallel && next < jobs.size()) {
            const CompileJob& job = jobs[next];
            fs::create_directories(job.stamp.parent_path(), ec);
            const fs::path log = job.stamp.string() + ".log";
            out << "[" << next + 1 << "/" << jobs.size() << "] Compile " << job.source.filename().string() << "\n" << std::flush;
            const pid_t pid = ::fork();
            if (pid == 0) {
                const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
                if (fd >= 0) {
                    ::dup2(fd, 1);
                    ::dup2(fd, 2);
                    ::close(fd);
                }
                const int code = run_job(job, cache, identity);
                std::fflush(nullptr);
                ::_exit(code);
            }
            if (pid < 0) {
                out << "ERROR: could not start the compile of " << job.source.string() << "\n";
                ++result.failed;
                fs::remove(job.stamp, ec);
            } else {
                running.emplace(pid, Running{next, log});
            }
            ++next;
        }
        if (running.empty()) continue;
        int status = 0;
        const pid_t done = ::waitpid(-1, &status, 0);
        const auto it = running.find(done);
        if (it == running.end()) continue;
        const CompileJob& job = jobs[it->second.index];
        out << rusteal::test::read_file(it->second.log) << std::flush;
        fs::remove(it->second.log, ec);
        const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
        ++result.compiled;
        if (code == kCompiled || code == kFromCache) {
            if (code == kFromCache) ++result.cached;
            const fs::path temp = job.stamp.string() + ".tmp";
            std::ofstream(temp, std::ios::binary) << job.stamp_value;
            fs::rename(temp, job.stamp, ec);
        } else {
            ++result.failed;
            fs::remove(job.stamp, ec);
        }
        running.erase(it);
    }
    return result;
}

} // namespace rusteal::standin_ubt

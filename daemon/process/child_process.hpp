#pragma once
// ChildProcess: one external program (UBT, cargo, a user's command) run on the daemon's event loop.
//
// Contract:
//  - the child and everything it spawns form one tree that stopping the child stops: a process
//    group on Linux, a Job Object on Windows (closed with the daemon, which ends the tree). A
//    descendant that leaves on purpose stays: a new session on Linux, CREATE_BREAKAWAY_FROM_JOB
//    on Windows (the job allows it), as `rusteal` does when it starts a detached rusteald;
//  - the child inherits no descriptor or handle of the daemon's but its stdin (empty), stdout and
//    stderr;
//  - stdout and stderr arrive line by line (CR LF and LF both end a line; a line longer than
//    kMaxLineBytes arrives in pieces), every line before the exit handler runs: after the child
//    exits, its output is read to the pipes' end, for kDrainWithGrandchildren when processes of its
//    tree still hold the pipes (then reading stops) and up to kDrainWithoutGrandchildren when none
//    does (the end comes once the pipes are read; the bound covers a descendant that left the tree
//    with them, or a platform that never ends them);
//  - terminate() asks first (SIGTERM to the group; CTRL_BREAK to the child's console process
//    group on Windows), then ends the tree after the grace period (SIGKILL; TerminateJobObject);
//  - an optional timeout terminates the same way and marks the status timed_out;
//  - the exit handler runs exactly once, on the executor, with the exit code or (Linux) the signal.
// argv[0] is searched in PATH unless it names a folder (on Windows also with PATHEXT's .com,
// .exe, .bat, .cmd; a .bat or .cmd runs through cmd.exe). Everything happens on the executor's
// thread; no method may be called from another thread. child_process_posix.cpp and
// child_process_windows.cpp implement it.
#include <boost/asio/any_io_executor.hpp>

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <sys/types.h>

namespace rusteal::process {

enum class OutputStream { Stdout, Stderr };

// How long the output is read after the child exits (see the contract above).
inline constexpr std::chrono::milliseconds kDrainWithGrandchildren{500};
inline constexpr std::chrono::milliseconds kDrainWithoutGrandchildren{5000};

struct ChildSpec {
    std::vector<std::string> argv;                              // argv[0] searched in PATH unless it names a folder
    std::filesystem::path cwd;                                  // empty: the daemon's own
    std::vector<std::pair<std::string, std::string>> env_set;   // added to (or replacing in) the daemon's environment
    std::optional<std::chrono::milliseconds> timeout;
    std::chrono::milliseconds kill_grace{3000};
};

struct ExitStatus {
    std::optional<int> exit_code; // set when the child exited
    std::optional<int> signal;    // set when a signal ended it
    bool timed_out = false;       // the timeout fired and we terminated it
    bool terminated = false;      // terminate() was called (cancel, shutdown or timeout)
    std::chrono::milliseconds duration{0};

    bool success() const { return exit_code && *exit_code == 0; }
    std::string describe() const; // "exit code 2", "killed by SIGKILL (timed out after 5000 ms)", ...
};

class SpawnError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

inline constexpr std::size_t kMaxLineBytes = 1024 * 1024;

// The program ChildProcess would run for argv[0] `name` (the same search); nothing when there is
// none.
std::optional<std::filesystem::path> find_program(const std::string& name);

class ChildProcess : public std::enable_shared_from_this<ChildProcess> {
public:
    using LineHandler = std::function<void(OutputStream, std::string_view)>;
    using ExitHandler = std::function<void(const ExitStatus&)>;

    // Starts the child; throws SpawnError with a message naming the command when it cannot.
    static std::shared_ptr<ChildProcess> start(boost::asio::any_io_executor executor, ChildSpec spec,
                                               LineHandler on_line, ExitHandler on_exit);

    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    void terminate();
    pid_t pid() const; // the process id (Windows: GetProcessId)
    bool running() const;

    struct Impl;
    explicit ChildProcess(std::unique_ptr<Impl> impl);

private:
    std::unique_ptr<Impl> impl_;
};

// "SIGTERM", "SIGKILL", ... or "signal N" (Windows has no signals: always "signal N").
std::string signal_name(int signal);

} // namespace rusteal::process

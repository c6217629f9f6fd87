#pragma once
// What a job is, independent of how it was asked for: the request that identifies it, the work
// that runs it, the reporter the work talks to, and the events the scheduler emits.
// No JSON here: the server translates events into $/progress and notifications.
#include "process/child_process.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace rusteal::jobs {

using JobId = std::uint64_t;
using TicketId = std::uint64_t;
using process::OutputStream;

struct JobRequest {
    std::string project;      // canonical project root; one job at a time per project
    std::string kind;         // "exec", later "build", ...
    std::string title;        // shown to users ("cargo build")
    std::string coalesce_key; // queued jobs with equal kind and key merge; empty never merges
};

struct JobOutcome {
    bool ok = false;
    bool cancelled = false;
    std::string summary; // one line: "exit code 0", "cancelled", "cannot start 'x': ..."
    std::optional<int> exit_code;
    std::optional<int> signal;
    bool timed_out = false;
    std::chrono::milliseconds duration{0};
    std::map<std::string, std::int64_t> metrics; // counts a job reports ("files_written": 4, ...)
};

// Handed to running work. Calls after finish() are ignored.
// A compiler's diagnostic about the project's code (cargo's rustc, UBT's C++ compiler), for
// clients that show them in place (an IDE's problems list) rather than as output lines.
struct JobDiagnostic {
    std::string source;   // "cargo", "ubt"
    std::string library;  // "game", "plugin Inventory"; empty when the whole project
    std::string level;    // "error", "warning"
    std::string message;
    std::string file;     // absolute; empty when the compiler named none
    int line = 0;         // 1-based; 0 when unknown
    int column = 0;       // 1-based; 0 when unknown
    std::string rendered; // the compiler's own text (ANSI colours possible)
};

class JobReporter {
public:
    virtual ~JobReporter() = default;
    virtual void progress(std::optional<int> percentage, std::string_view message) = 0;
    virtual void output(OutputStream stream, std::string_view line) = 0;
    // Default: nothing (jobs that have none need not care).
    virtual void diagnostic(const JobDiagnostic& /*d*/) {}
    virtual void finish(JobOutcome outcome) = 0;
};

// The work of one job. start() begins it (asynchronously); cancel() must lead to finish()
// soon after, with outcome.cancelled set (the scheduler sets it too, whatever the work says).
class JobWork {
public:
    virtual ~JobWork() = default;
    virtual void start(JobReporter& reporter) = 0;
    virtual void cancel() = 0;
};

enum class JobState { Queued, Running, Finished };
std::string_view to_string(JobState state);

struct JobEvent {
    enum class Kind { Queued, Started, Progress, Output, Diagnostic, Finished };
    JobEvent(Kind k, JobId id, const JobRequest& r) : kind(k), job(id), request(r) {}

    Kind kind;
    JobId job;
    const JobRequest& request;
    std::optional<JobId> waiting_for;     // Queued: the job ahead of it
    std::optional<int> percentage;        // Progress
    std::string_view message;             // Progress
    OutputStream stream = OutputStream::Stdout; // Output
    std::string_view line;                // Output
    const JobDiagnostic* diagnostic = nullptr; // Diagnostic
    const JobOutcome* outcome = nullptr;  // Finished
};

using TicketCallback = std::function<void(const JobEvent&)>;

// Sees every event of every job (the server fans them out to subscribed clients).
class JobObserver {
public:
    virtual ~JobObserver() = default;
    virtual void on_job_event(const JobEvent& event) = 0;
};

struct JobSnapshot {
    JobId id;
    JobRequest request;
    JobState state;
    std::size_t waiters; // tickets attached (requests that will receive its result)
    std::chrono::system_clock::time_point queued_at;
    std::optional<std::chrono::system_clock::time_point> started_at;
};

} // namespace rusteal::jobs

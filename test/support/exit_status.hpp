#pragma once
// How a child process ended, from a wait status (waitpid's, or std::system's): "exited with N" or
// "killed by signal S (NAME)". Tests compare that text, so a crash can never pass for an exit
// code, and a failure says what happened:
//   CHECK(how_it_ended(status) == exited_with(0));
#include <sys/wait.h>

#include <cstring>
#include <string>

namespace rusteal::test {

inline std::string how_it_ended(int status) {
    if (status == -1) return "was not started (fork or wait failed)";
    if (WIFEXITED(status)) return "exited with " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const char* name = sigabbrev_np(WTERMSIG(status));
        return "killed by signal " + std::to_string(WTERMSIG(status)) + " (" + (name ? std::string("SIG") + name : "?") + ")" +
               (WCOREDUMP(status) ? ", core dumped" : "");
    }
    if (WIFSTOPPED(status)) return "stopped by signal " + std::to_string(WSTOPSIG(status));
    return "ended with wait status " + std::to_string(status);
}

inline std::string exited_with(int code) { return "exited with " + std::to_string(code); }

// The exit code of a process that exited; -1 (which no process exits with) when it was killed or
// never ran, so that any comparison with an expected code fails. `how_it_ended` says which.
inline int exit_code_of(int status) { return status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1; }

} // namespace rusteal::test

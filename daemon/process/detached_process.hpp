#pragma once
// start_detached: runs a program that outlives its starter and belongs to no terminal or console
// of it (the client starting rusteald). detached_process_posix.cpp: a double fork, a new session,
// stdio on /dev/null, working folder /. detached_process_windows.cpp: CreateProcessW without a
// console, in a process group of its own, out of the starter's Job Object when Windows allows it,
// inheriting no handle, working in the program's own folder (never the starter's, which Windows
// would then keep from being deleted).
#include <filesystem>
#include <string>

namespace rusteal::process {

// Starts `program` with no arguments; a name without a folder is searched in PATH (on Windows
// with PATHEXT). False with `error` saying why when it could not be started.
bool start_detached(const std::filesystem::path& program, std::string& error);

} // namespace rusteal::process

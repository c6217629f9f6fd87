#pragma once
// Where a project's Rust libraries are deployed (docs/host.md "Loading and reloading"): the game's at
// Plugins/Rusteal/Binaries/<Platform>/librusteal.so (package /Script/Rusteal, named after the
// .uproject), each Rusteal plugin's at Plugins/<P>/Binaries/<Platform>/librusteal_<P>.so
// (package /Script/<P>).
#include "rusteal_host/library_host.hpp"

#include <string>
#include <vector>

namespace rusteal::headless {

// Appends the project's deployed libraries; false with `error` when the folder is not a project.
bool project_libraries(const std::string& project_dir, std::vector<host::LibrarySpec>& out, std::string& error);
// NAME=FILE[@PACKAGE]
bool parse_library_option(const std::string& text, host::LibrarySpec& out, std::string& error);

} // namespace rusteal::headless

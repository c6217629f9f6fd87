#pragma once
// Whether a file may be handed to the system's loader: an ELF or PE shared library whose headers,
// segments and sections all lie within the file. The loader maps a library without reading it
// whole, so a truncated one (a copy cut short, a disk that filled, another tool's half-written
// file) would fault with SIGBUS at the first touch of a missing page instead of failing to load.
// Standard library only, no exceptions (the library host compiles as the engine's modules do).
#include <filesystem>
#include <string>

namespace rusteal::host {

// True when `file` looks whole, or cannot be opened (the loader then reports that in the system's
// words); otherwise false with `error` saying what is wrong and where
// ("truncated or damaged: section 12 ends at byte 90112, the file has 4096 bytes"), without the
// file's name (the caller has it in its own spelling).
bool check_library_image(const std::filesystem::path& file, std::string& error);

} // namespace rusteal::host

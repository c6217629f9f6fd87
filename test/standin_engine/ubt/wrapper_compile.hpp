// The stand-in UBT's compile of the generated C++ (test/standin_engine/README.md).
//
// Contract: `compile_all` checks every job's source with `g++ <flags> -fsyntax-only`, as many at
// once as there are cores (RUSTEAL_STANDIN_UBT_JOBS overrides) (UBT's "[n/N] Compile" line for each as it starts, the compiler's output
// of each in one piece as it ends). A job's stamp is written when its source compiled, removed when
// it did not. When `cache` is not empty, a source whose preprocessed text (`-E -P`), compiler
// version and flags are those of a source that compiled before with this cache is not compiled
// again: the engine's compile cache, shared by every project built on it, as ccache's
// preprocessor mode. Only successes are kept, so an error is always the compiler's own. A cache
// that cannot be written is no cache; nothing else about the build changes.
#pragma once

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

namespace rusteal::standin_ubt {

struct CompileJob {
    std::filesystem::path source;
    std::vector<std::string> include_dirs;  // -I, in order
    std::filesystem::path stamp;            // written with stamp_value when the source compiled
    std::string stamp_value;
};

struct CompileResult {
    int compiled = 0;  // sources checked, the cached ones included
    int cached = 0;    // of them, answered by the cache
    int failed = 0;
};

// The flags every source compiles with, besides its include folders.
inline constexpr const char* kCompileFlags = "-std=c++20 -fsyntax-only -Wall -Werror -DUE_BUILD_DEVELOPMENT=1";

CompileResult compile_all(const std::vector<CompileJob>& jobs, const std::filesystem::path& cache, std::ostream& out);

// 128 bits of digest, as 32 hex digits (two FNV-1a passes of different bases, and the length).
std::string content_digest(const std::string& text);

} // namespace rusteal::standin_ubt

#pragma once
// The whole text of a file, for tests that compare generated or logged output.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace rusteal::test {

inline std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace rusteal::test

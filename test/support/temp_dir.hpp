#pragma once
// A fresh folder under /tmp, removed with everything in it when the test ends.
#include <filesystem>
#include <stdexcept>
#include <string>

#include <stdlib.h>

namespace rusteal::test {

class TempDir {
public:
    TempDir() {
        std::string pattern = "/tmp/rusteal-test-XXXXXX";
        if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
        path_ = pattern;
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

} // namespace rusteal::test

#pragma once
// A fresh folder under /tmp (Windows: the temporary folder), removed with everything in it when
// the test ends.
#include <filesystem>
#include <stdexcept>
#include <string>

#if defined(_WIN32)
#include <random>
#else
#include <stdlib.h>
#endif

namespace rusteal::test {

class TempDir {
public:
    TempDir() {
#if defined(_WIN32)
        std::random_device random;
        for (int attempt = 0; attempt < 100 && path_.empty(); ++attempt) {
            auto candidate = std::filesystem::temp_directory_path() / (L"rusteal-test-" + std::to_wstring(random()));
            if (std::filesystem::create_directory(candidate)) path_ = candidate;
        }
        if (path_.empty()) throw std::runtime_error("cannot make a temporary folder");
#else
        std::string pattern = "/tmp/rusteal-test-XXXXXX";
        if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
        path_ = pattern;
#endif
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

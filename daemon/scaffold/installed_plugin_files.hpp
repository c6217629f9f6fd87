#pragma once
// What `setup` installed into Plugins/Rusteal and Plugins/RustealGenerator, so that a user's edit
// to one of rusteal's own plugin files is never lost when `setup` or `upgrade` writes rusteal's
// version over it.
//
// Contract:
//  - the record is <project>/Intermediate/Rusteal/installed-plugin-files.json: each installed
//    file's path (relative to Plugins/, with '/') and a digest of the bytes setup wrote;
//  - a file is the user's edit when it exists and its bytes are not what the record says setup
//    wrote. Without a record (a project set up by an older rusteal, or whose Intermediate/ was
//    deleted), a file whose bytes differ from what is about to be written counts as edited: the
//    rule errs on the side of keeping;
//  - keep_aside() renames such a file to `<file>.orig` (`<file>.orig.2`, ... when that is taken),
//    and returns the name it kept it under; `.orig` files are the user's and are never removed.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace rusteal::scaffold {

class InstalledPluginFiles {
public:
    // Reads the project's record (none: empty, present() false). An unreadable record counts as none.
    explicit InstalledPluginFiles(const std::filesystem::path& root);

    bool present() const { return present_; }
    // True when `file` (relative to Plugins/) exists with bytes that setup did not write there;
    // `replacement` is what is about to be written (used only without a record).
    bool edited(const std::string& file, std::string_view replacement) const;
    // Renames Plugins/<file> to a free `.orig` name beside it; that name (relative to Plugins/),
    // or nullopt with `error` set.
    std::optional<std::string> keep_aside(const std::string& file, std::string& error) const;
    // Setup wrote `bytes` to `file`.
    void installed(const std::string& file, std::string_view bytes);
    bool save(std::string& error) const;

private:
    std::filesystem::path root_;
    std::map<std::string, std::string> digests_;
    bool present_ = false;
};

// True for a file kept aside by keep_aside (its name ends in ".orig" or ".orig.N").
bool is_kept_aside(const std::filesystem::path& file);

} // namespace rusteal::scaffold

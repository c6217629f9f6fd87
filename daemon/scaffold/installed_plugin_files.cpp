#include "scaffold/installed_plugin_files.hpp"

#include "common/file_write.hpp"
#include "generators/digest.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/json.hpp>

#include <cstdio>

namespace rusteal::scaffold {
namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

fs::path record_file(const fs::path& root) { return root / "Intermediate/Rusteal/installed-plugin-files.json"; }

// The generator's content digest (change detection, not a security boundary: the user owns both
// the file and the record), as hex.
std::string digest(std::string_view bytes) {
    char out[24];
    std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(generators::content_digest(bytes)));
    return out;
}

} // namespace

InstalledPluginFiles::InstalledPluginFiles(const fs::path& root) : root_(root) {
    std::string text, error;
    if (!common::read_whole_file(record_file(root), text, error)) return;
    boost::system::error_code ec;
    const auto doc = json::parse(text, ec);
    if (ec || !doc.is_object()) return;
    const auto* files = doc.as_object().if_contains("files");
    if (!files || !files->is_object()) return;
    for (const auto& [path, d] : files->as_object())
        if (d.is_string()) digests_[std::string(path)] = std::string(d.as_string());
    present_ = true;
}

bool InstalledPluginFiles::edited(const std::string& file, std::string_view replacement) const {
    std::string bytes, error;
    if (!common::read_whole_file(root_ / "Plugins" / utf8_path(file), bytes, error)) return false; // absent
    if (bytes == replacement) return false;
    const auto it = digests_.find(file);
    if (it == digests_.end()) return true; // no record of setup writing it (or none at all): keep it
    return it->second != digest(bytes);
}

std::optional<std::string> InstalledPluginFiles::keep_aside(const std::string& file, std::string& error) const {
    const fs::path from = root_ / "Plugins" / utf8_path(file);
    for (int n = 1; n < 1000; ++n) {
        const std::string name = file + ".orig" + (n == 1 ? "" : "." + std::to_string(n));
        const fs::path to = root_ / "Plugins" / utf8_path(name);
        std::error_code ec;
        if (fs::exists(fs::symlink_status(to, ec))) continue;
        fs::rename(from, to, ec);
        if (ec) {
            error = "cannot keep " + from.string() + " as " + to.string() + ": " + ec.message();
            return std::nullopt;
        }
        return name;
    }
    error = "cannot keep " + from.string() + ": 999 .orig copies of it exist already";
    return std::nullopt;
}

void InstalledPluginFiles::installed(const std::string& file, std::string_view bytes) { digests_[file] = digest(bytes); }

bool InstalledPluginFiles::save(std::string& error) const {
    json::object files;
    for (const auto& [path, d] : digests_) files[path] = d;
    std::error_code ec;
    fs::create_directories(record_file(root_).parent_path(), ec);
    return common::write_file_atomically(record_file(root_),
                                         json::serialize(json::object{{"format", 1}, {"files", std::move(files)}}) + "\n", error);
}

bool is_kept_aside(const fs::path& file) {
    const std::string name = file.filename().string();
    const auto at = name.rfind(".orig");
    if (at == std::string::npos || at == 0) return false;
    const std::string rest = name.substr(at + 5);
    if (rest.empty()) return true;
    return rest.size() > 1 && rest[0] == '.' && rest.find_first_not_of("0123456789", 1) == std::string::npos;
}

} // namespace rusteal::scaffold

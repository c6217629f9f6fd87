#include "pipeline/build_memory.hpp"

#include "common/file_write.hpp"
#include "pipeline/build_plan.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/json.hpp>

#include <system_error>

namespace rusteal::pipeline {

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

constexpr std::int64_t kFormat = 1;

} // namespace

fs::path build_memory_file(const fs::path& root) { return root / "Intermediate/Rusteal/build-state.json"; }

BuildMemory load_build_memory(const fs::path& root, std::string& warning) {
    BuildMemory memory;
    const fs::path file = build_memory_file(root);
    std::error_code ec;
    if (!fs::exists(file, ec)) return memory;
    const std::string rerun = ": every step runs again and it is written anew";
    std::string text, error;
    if (!common::read_whole_file(file, text, error)) {
        warning = error + rerun;
        return memory;
    }
    json::error_code jec;
    const json::value doc = json::parse(text, jec);
    const json::object* top = doc.if_object();
    if (jec || !top) {
        warning = file.string() + " is not a JSON object" + (jec ? " (" + jec.message() + ")" : std::string()) + rerun;
        return memory;
    }
    const json::value* format = top->if_contains("format");
    const json::value* version = top->if_contains("rusteal");
    if (!format || !format->is_int64() || format->as_int64() != kFormat || !version || !version->is_string() ||
        version->as_string() != RUSTEAL_VERSION) {
        // Another version may fingerprint differently: nothing of it is trusted (not a warning).
        return memory;
    }
    auto read_map = [&](const char* field, auto&& put) {
        const json::value* v = top->if_contains(field);
        if (!v || !v->is_object()) {
            warning = file.string() + ": \"" + field + "\" is missing or not an object" + rerun;
            return false;
        }
        for (const auto& [key, value] : v->as_object()) {
            if (!value.is_string()) {
                warning = file.string() + ": \"" + field + "\".\"" + std::string(key) + "\" is not a string" + rerun;
                return false;
            }
            put(std::string(key), std::string(value.as_string()));
        }
        return true;
    };
    if (!read_map("fingerprints", [&](std::string k, std::string v) { memory.fingerprints[std::move(k)] = std::move(v); }) ||
        !read_map("built", [&](std::string k, std::string v) { memory.built[std::move(k)] = utf8_path(v); }))
        return BuildMemory{};
    return memory;
}

bool save_build_memory(const fs::path& root, const BuildMemory& memory, std::string& error) {
    json::object fingerprints, built;
    for (const auto& [k, v] : memory.fingerprints)
        if (!v.empty()) fingerprints[k] = v;
    for (const auto& [k, v] : memory.built) built[k] = v.string();
    const json::object doc{{"format", kFormat}, {"rusteal", RUSTEAL_VERSION}, {"fingerprints", std::move(fingerprints)},
                           {"built", std::move(built)}};
    bool written = false;
    return common::write_if_changed(build_memory_file(root), json::serialize(doc) + "\n", written, error);
}

std::vector<std::string> remove_stale_partials(const std::vector<fs::path>& deployed) {
    std::vector<std::string> lines;
    for (const auto& file : deployed) {
        const fs::path partial = partial_path(file);
        std::error_code ec;
        if (!fs::is_regular_file(fs::symlink_status(partial, ec))) continue;
        if (fs::remove(partial, ec)) {
            lines.push_back("removed " + partial.string() + ", left by a deploy that was interrupted");
        } else if (ec) {
            lines.push_back("cannot remove " + partial.string() + " (left by a deploy that was interrupted): " + ec.message());
        }
    }
    return lines;
}

} // namespace rusteal::pipeline

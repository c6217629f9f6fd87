#include "api/engine_functions.hpp"

#include "core/headless_engine.hpp"
#include "rusteal_host/library_host.hpp"

#include <fstream>
#include <regex>
#include <sstream>

namespace rusteal::headless {

namespace {

using Code = std::uint32_t;

// Every function the host does not model: the table entry of a function with any signature.
// Calling it through the wrapper's pointer type with more arguments than it takes is harmless
// under the C calling conventions of the platforms the host runs on (the caller pops them).
Code not_modelled() {
    return fail_with(RustealError_InvalidOperation,
                     "not modelled in the headless host (docs/host.md lists what it models)");
}

} // namespace

std::vector<std::string> EngineFunctions::modelled_names() {
    std::vector<std::string> out;
    for (const auto& m : modelled_functions()) out.emplace_back(m.name);
    return out;
}

const void* EngineFunctions::modelled_entry(std::string_view name) {
    for (const auto& m : modelled_functions())
        if (name == m.name) return m.entry;
    return nullptr;
}

bool EngineFunctions::stage(const std::string& library, const std::filesystem::path& func_ids, std::string& error) {
    std::ifstream in(func_ids);
    if (!in) {
        error = "cannot read " + func_ids.string() + ": rusteal build --all writes it with the bindings";
        return false;
    }
    std::stringstream text;
    text << in.rdbuf();
    if (auto it = current_.find(library); it != current_.end() && it->second->source == text.str()) {
        staged_.erase(library); // unchanged: the current table stays
        return true;
    }
    static const std::regex line_re(R"(^\s*constexpr\s+uint32_t\s+([A-Z0-9_]+)\s*=\s*([0-9]+)\s*;\s*$)");
    std::map<std::string, std::uint32_t, std::less<>> ids;
    std::uint32_t count = 0;
    bool have_count = false;
    std::istringstream lines(text.str());
    std::string line;
    for (int n = 1; std::getline(lines, line); ++n) {
        std::smatch m;
        if (line.find("constexpr") == std::string::npos) continue;
        if (!std::regex_match(line, m, line_re)) {
            error = func_ids.string() + ":" + std::to_string(n) + ": not a generated id (`constexpr uint32_t NAME = N;`): "
                    "regenerate it with rusteal build --all";
            return false;
        }
        const auto value = static_cast<std::uint32_t>(std::stoul(m[2].str()));
        if (m[1] == "FUNC_COUNT") {
            count = value;
            have_count = true;
        } else {
            ids[m[1].str()] = value;
        }
    }
    if (!have_count) {
        error = func_ids.string() + " has no FUNC_COUNT: it is not a complete generated file; rusteal build --all writes it";
        return false;
    }
    auto t = std::make_unique<Table>();
    t->source = text.str();
    t->entries.assign(count, function_entry(&not_modelled));
    t->coverage.table_size = count;
    std::map<std::uint32_t, std::string> placed;
    for (const auto& m : modelled_functions()) {
        auto it = ids.find(m.constant);
        if (it == ids.end() || it->second >= count) continue; // not bound by this library's configuration
        t->entries[it->second] = m.entry;
        placed[it->second] = m.name;
    }
    for (auto& [id, name] : placed) t->coverage.modelled.push_back(std::move(name));
    staged_[library] = std::move(t);
    return true;
}

void EngineFunctions::commit(const std::string& library) {
    auto it = staged_.find(library);
    if (it == staged_.end()) return;
    current_[library] = std::move(it->second);
    staged_.erase(it);
}

void EngineFunctions::discard(const std::string& library) { staged_.erase(library); }

const EngineFunctions::Table* EngineFunctions::find(const std::string& library, bool staged) const {
    if (staged)
        if (auto it = staged_.find(library); it != staged_.end()) return it->second.get();
    auto it = current_.find(library);
    return it == current_.end() ? nullptr : it->second.get();
}

const void* const* EngineFunctions::table(const std::string& library, bool staged) const {
    const Table* t = find(library, staged);
    return t && !t->entries.empty() ? t->entries.data() : nullptr;
}

std::uint32_t EngineFunctions::count(const std::string& library, bool staged) const {
    const Table* t = find(library, staged);
    return t ? static_cast<std::uint32_t>(t->entries.size()) : 0;
}

const EngineFunctionCoverage* EngineFunctions::coverage(const std::string& library) const {
    const Table* t = find(library, false);
    return t ? &t->coverage : nullptr;
}

void EngineFunctions::library_loading(const std::string& library, const host::LibrarySpec* spec) {
    // A library that brings its own table keeps it; one loaded with an ids file gets a table
    // built from it, read again on every reload (the bindings may have been generated anew).
    if (spec && !spec->func_table && !spec->func_ids.empty()) func_ids_[library] = spec->func_ids;
    auto it = func_ids_.find(library);
    if (it == func_ids_.end()) return;
    std::string error;
    if (!stage(library, it->second, error)) E().log_line(1, "library " + library + ": no engine functions: " + error);
}

void EngineFunctions::library_loaded(const std::string& library, const host::LoadReport& report) {
    if (!func_ids_.count(library)) return;
    if (report.ok) commit(library); // the new copy runs with the staged table
    else discard(library);          // rolled back (current table again) or unloaded
}

void EngineFunctions::before_init(host::Library& library, bool rolling_back) {
    if (!func_ids_.count(library.name())) return;
    // The new copy: the staged table (or the current one when the ids did not change); the
    // previous copy, rolled back: the current one, which its bindings were built against.
    E().libraries().set_func_table(library, table(library.name(), !rolling_back), count(library.name(), !rolling_back));
}

} // namespace rusteal::headless

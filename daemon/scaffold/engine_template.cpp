#include "scaffold/engine_template.hpp"

#include "common/file_write.hpp"
#include "common/text.hpp"
#include "scaffold/scaffold_error.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <algorithm>
#include <map>
#include <sstream>

namespace rusteal::scaffold {

namespace fs = std::filesystem;

namespace {

using common::trim;
std::string lower(std::string_view s) { return common::ascii_lower(s); }
std::string upper(std::string_view s) { return common::ascii_upper(s); }

std::string substitute(std::string s, std::string_view tmpl, std::string_view project) {
    // Longest placeholders first: %TEMPLATENAME% is a prefix of none, but keep the order explicit.
    const std::pair<std::string, std::string> subs[] = {
        {"%TEMPLATENAME_UPPERCASE%", upper(tmpl)}, {"%TEMPLATENAME_LOWERCASE%", lower(tmpl)}, {"%TEMPLATENAME%", std::string(tmpl)},
        {"%PROJECTNAME_UPPERCASE%", upper(project)}, {"%PROJECTNAME_LOWERCASE%", lower(project)}, {"%PROJECTNAME%", std::string(project)}};
    for (const auto& [from, to] : subs) s = replace_all(s, from, to, true);
    return s;
}

// key="value" pairs of "(From="a",To="b",bCaseSensitive=false)"; Extensions=(...) is skipped.
std::map<std::string, std::string> fields(std::string_view value) {
    std::map<std::string, std::string> out;
    std::string v = trim(value);
    if (v.size() >= 2 && v.front() == '(' && v.back() == ')') v = v.substr(1, v.size() - 2);
    std::size_t i = 0;
    while (i < v.size()) {
        const auto eq = v.find('=', i);
        if (eq == std::string::npos) break;
        const std::string key = trim(std::string_view(v).substr(i, eq - i));
        std::size_t j = eq + 1;
        std::string val;
        if (j < v.size() && v[j] == '"') {
            const auto end = v.find('"', j + 1);
            val = v.substr(j + 1, end - j - 1);
            j = end == std::string::npos ? v.size() : end + 1;
        } else if (j < v.size() && v[j] == '(') {
            const auto end = v.find(')', j);
            val = v.substr(j, end - j + 1);
            j = end == std::string::npos ? v.size() : end + 1;
        } else {
            const auto end = v.find(',', j);
            val = trim(std::string_view(v).substr(j, end == std::string::npos ? std::string::npos : end - j));
            j = end == std::string::npos ? v.size() : end;
        }
        out[key] = val;
        while (j < v.size() && (v[j] == ',' || v[j] == ' ')) ++j;
        i = j;
    }
    return out;
}

std::string unquote(std::string_view s) {
    std::string t = trim(s);
    if (t.size() >= 2 && t.front() == '"' && t.back() == '"') return t.substr(1, t.size() - 2);
    return t;
}

bool has_text_extension(const fs::path& p) {
    const std::string ext = lower(p.extension().string());
    return ext == ".cpp" || ext == ".h" || ext == ".ini" || ext == ".cs";
}

} // namespace

std::string replace_all(std::string_view text, std::string_view from, std::string_view to, bool case_sensitive) {
    if (from.empty()) return std::string(text);
    std::string out;
    const std::string hay = case_sensitive ? std::string(text) : lower(text);
    const std::string needle = case_sensitive ? std::string(from) : lower(from);
    std::size_t i = 0;
    while (true) {
        const auto at = hay.find(needle, i);
        if (at == std::string::npos) break;
        out.append(text.substr(i, at - i));
        out.append(to);
        i = at + needle.size();
    }
    out.append(text.substr(i));
    return out;
}

TemplateDefs parse_template_defs(std::string_view text, std::string_view tmpl, std::string_view project, std::string_view origin) {
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    TemplateDefs defs;
    std::istringstream in{std::string(text)};
    int line_no = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_no;
        const std::string t = trim(line);
        if (t.empty() || t.front() == ';' || t.front() == '[') continue;
        const auto eq = t.find('=');
        if (eq == std::string::npos) continue;
        const std::string key = trim(std::string_view(t).substr(0, eq));
        const std::string value = substitute(t.substr(eq + 1), tmpl, project);
        const std::string where = std::string(origin) + ":" + std::to_string(line_no);
        if (key == "FoldersToIgnore") defs.folders_to_ignore.push_back(unquote(value));
        else if (key == "FilesToIgnore") defs.files_to_ignore.push_back(unquote(value));
        else if (key == "FolderRenames" || key == "FilenameReplacements" || key == "ReplacementsInFiles") {
            auto f = fields(value);
            if (!f.count("From") || !f.count("To"))
                throw ScaffoldError(where + ": " + key + " needs From=\"...\" and To=\"...\"");
            if (key == "FolderRenames") {
                defs.folder_renames.emplace_back(f["From"], f["To"]);
            } else {
                Replacement r{f["From"], f["To"], lower(f["bCaseSensitive"]) != "false"};
                (key == "FilenameReplacements" ? defs.filename_replacements : defs.replacements_in_files).push_back(r);
            }
        } else if (key == "SharedContentPacks") {
            auto f = fields(value);
            std::vector<std::string> levels;
            std::string list = f["DetailLevels"];
            for (std::size_t i = 0; (i = list.find('"', i)) != std::string::npos;) {
                const auto end = list.find('"', i + 1);
                if (end == std::string::npos) break;
                levels.push_back(list.substr(i + 1, end - i - 1));
                i = end + 1;
            }
            if (f["MountName"].empty()) throw ScaffoldError(where + ": SharedContentPacks needs MountName=\"...\"");
            defs.shared_packs.emplace_back(f["MountName"], levels);
        }
    }
    return defs;
}

namespace {

// <Template>.uproject, else the one .uproject the folder has (the Intro template's is UEIntro.uproject).
fs::path template_uproject(const fs::path& source, const std::string& engine_template) {
    const fs::path named = source / utf8_path(engine_template + ".uproject");
    std::error_code ec;
    if (fs::is_regular_file(named, ec)) return named;
    std::vector<fs::path> found;
    for (fs::directory_iterator it(source, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".uproject") found.push_back(it->path());
    if (found.size() == 1) return found.front();
    throw ScaffoldError("the engine's template " + engine_template + " has " + (found.empty() ? "no" : "more than one") +
                        " .uproject in " + source.string() + " (and no " + engine_template + ".uproject): is the engine complete?");
}

} // namespace

EngineTemplateCopy copy_engine_template(const fs::path& engine, const std::string& engine_template, const fs::path& root,
                                        const std::string& project_name, const std::vector<std::string>& exclude) {
    const fs::path source = engine / "Templates" / utf8_path(engine_template);
    std::error_code ec;
    if (!fs::is_directory(source, ec))
        throw ScaffoldError("the engine has no template " + engine_template + " (" + source.string() +
                            " is missing): is the engine complete?");
    const fs::path defs_file = source / "Config/TemplateDefs.ini";
    std::string defs_text, error;
    if (!common::read_whole_file(defs_file, defs_text, error)) throw ScaffoldError("cannot read " + defs_file.string() + ": " + error);
    const TemplateDefs defs = parse_template_defs(defs_text, engine_template, project_name, defs_file.string());

    EngineTemplateCopy out;
    out.template_uproject = template_uproject(source, engine_template);
    const std::string uproject_name = out.template_uproject.filename().string();
    auto starts_with_folder = [](const std::string& rel, const std::string& folder) {
        const std::string r = lower(rel), f = lower(folder);
        return r == f || r.rfind(f + "/", 0) == 0;
    };
    std::vector<fs::path> files;
    for (fs::recursive_directory_iterator it(source, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file()) files.push_back(it->path());
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        const std::string rel = file.lexically_relative(source).generic_string();
        if (lower(rel) == lower(uproject_name)) continue;
        bool skip = false;
        for (const auto& f : defs.folders_to_ignore) skip = skip || starts_with_folder(rel, f);
        for (const auto& f : defs.files_to_ignore) skip = skip || lower(rel) == lower(f);
        for (const auto& e : exclude) skip = skip || starts_with_folder(rel, e);
        if (skip) continue;
        std::string target = rel;
        for (const auto& [from, to] : defs.folder_renames)
            if (starts_with_folder(target, from)) target = to + target.substr(from.size());
        const bool text = has_text_extension(file);
        std::string content;
        if (!common::read_whole_file(file, content, error)) throw ScaffoldError(error);
        if (text) {
            const fs::path t = utf8_path(target);
            std::string name = t.filename().string();
            for (const auto& r : defs.filename_replacements) name = replace_all(name, r.from, r.to, r.case_sensitive);
            target = (t.parent_path() / utf8_path(name)).generic_string();
            for (const auto& r : defs.replacements_in_files) content = replace_all(content, r.from, r.to, r.case_sensitive);
        }
        const fs::path dest = root / utf8_path(target);
        if (fs::exists(dest, ec)) throw ScaffoldError(dest.string() + " already exists; nothing of it was overwritten");
        if (!common::write_file_atomically(dest, content, error)) throw ScaffoldError(error);
        // Copied bytes keep their mode, made writable by the owner (engine files are often read-only).
        fs::permissions(dest, fs::status(file).permissions() | fs::perms::owner_write | fs::perms::owner_read, ec);
        out.written.push_back(utf8_path(target));
    }
    for (const auto& [mount, levels] : defs.shared_packs) {
        for (const auto& level : levels) {
            const fs::path pack = engine / "Templates/TemplateResources" / utf8_path(level) / utf8_path(mount) / "Content";
            if (!fs::is_directory(pack, ec)) continue;
            fs::copy(pack, root / "Content" / utf8_path(mount), fs::copy_options::recursive | fs::copy_options::skip_existing, ec);
            if (ec) throw ScaffoldError("cannot copy the content pack " + pack.string() + ": " + ec.message());
        }
    }
    // The template's classes to redirect: Source/<Template>/<Template>*.h, not <Template>.h itself.
    for (fs::directory_iterator it(source / "Source" / utf8_path(engine_template), ec), end; !ec && it != end; it.increment(ec)) {
        const std::string stem = it->path().stem().string();
        if (it->path().extension() == ".h" && stem.rfind(engine_template, 0) == 0 && stem != engine_template)
            out.template_classes.push_back(stem);
    }
    std::sort(out.template_classes.begin(), out.template_classes.end());
    return out;
}

} // namespace rusteal::scaffold

// rusteal-standin-ubt: the stand-in engine's UnrealBuildTool (test/standin_engine/README.md).
//
//   Build.sh <Project>Editor <Platform> Development -Project=<absolute .uproject> [-NoHotReload]
//
// As UBT does for a project with the Rusteal plugins, it
//  1. checks the command line, the target's rules file and the project's enabled plugins;
//  2. runs "UHT": the engine's reflection (Engine/Intermediate/StandinUHT/: the real exporter's
//     output of an Unreal 5.8 project and what the header reflector made of Unreal's headers)
//     plus what the header reflector (header_reflection/) makes of the headers of the project's
//     modules and of its plugins' (the Rusteal plugin's subsystem parents among them), written
//     where the RustealExporter writes it (Plugins/RustealGenerator/Intermediate/Build/<Platform>/
//     UnrealEditor/Inc/RustealGenerator/UHT/), only when it changed;
//  3. compiles every .cpp of the Rusteal libraries' Generated/ folders (the wrappers, the function
//     table) with `g++ -std=c++20 -fsyntax-only` against the stand-in Unreal headers and the
//     headers of the reflected types, skipping files whose inputs did not change since they last
//     compiled, as many at once as there are cores, through the engine's compile cache
//     (wrapper_compile.hpp), and fails like UBT ("Result: Failed (OtherCompilationError)", exit 6).
#include "header_reflection.hpp"
#include "read_file.hpp"
#include "standin_headers.hpp"
#include "wrapper_compile.hpp"

#include <boost/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
namespace json = boost::json;
namespace hr = rusteal::header_reflection;

namespace {

constexpr int kArgumentsError = 1;
constexpr int kCompilationError = 6;


[[noreturn]] void fail(int code, const std::string& message, const char* result = "ArgumentsError") {
    std::cerr << "ERROR: " << message << "\n";
    std::cout << "Result: Failed (" << result << ")\n";
    std::exit(code);
}

using rusteal::test::read_file;

bool write_if_changed(const fs::path& p, const std::string& content) {
    std::error_code ec;
    if (fs::exists(p, ec) && read_file(p) == content) return false;
    fs::create_directories(p.parent_path());
    const fs::path temp = p.string() + ".tmp";
    std::ofstream(temp, std::ios::binary) << content;
    fs::rename(temp, p);
    return true;
}

std::string hex_digest(const std::string& s) {
    std::uint64_t h = 1469598103934665603ull;
    for (const unsigned char c : s) h = (h ^ c) * 1099511628211ull;
    char buf[20];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

// ---- "UHT" over the project's and its plugins' modules -----------------------------------

// The module folders UHT parses for a project target: the project's modules (.uproject
// "Modules", under Source/) and every module of the project's plugins (each Plugins/<P>/<P>.uplugin
// "Modules", under Plugins/<P>/Source/). The engine's own are its reflection already.
std::vector<std::pair<std::string, fs::path>> modules_of(const fs::path& root, const json::object& uproject);

// Every header of a module, with the include path UBT gives it (relative to Public/, Classes/
// or Private/ when it is under one of them, else to the module's folder).
void add_module_headers(const std::string& module, const fs::path& dir, std::vector<hr::HeaderInput>& out) {
    std::vector<fs::path> headers;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".h") headers.push_back(it->path());
    std::sort(headers.begin(), headers.end());
    for (const auto& h : headers) {
        fs::path rel = h.lexically_relative(dir);
        if (auto first = *rel.begin(); first == "Public" || first == "Classes" || first == "Private") rel = rel.lexically_relative(first);
        out.push_back({module, rel.generic_string(), h});
    }
}

// Whether the engine has plugin `name`: a `<name>.uplugin` in a `<name>` folder anywhere under
// Engine/Plugins (UBT finds `Runtime/StateTree`, `Experimental/ChaosVehiclesPlugin` alike).
bool engine_has_plugin(const fs::path& engine, const std::string& name) {
    std::error_code ec;
    for (fs::recursive_directory_iterator it(engine / "Engine/Plugins", ec), end; !ec && it != end; it.increment(ec))
        if (it->is_directory(ec) && it->path().filename() == name && fs::exists(it->path() / (name + ".uplugin"), ec)) return true;
    return false;
}

json::value load_json(const fs::path& p) {
    boost::system::error_code ec;
    auto v = json::parse(read_file(p), ec);
    if (ec) fail(kArgumentsError, p.string() + ": not JSON (" + ec.message() + ")");
    return v;
}

std::vector<std::pair<std::string, fs::path>> modules_of(const fs::path& root, const json::object& uproject) {
    std::vector<std::pair<std::string, fs::path>> out;
    auto add = [&](const json::value* modules, const fs::path& source) {
        if (!modules || !modules->is_array()) return;
        for (const auto& m : modules->as_array())
            if (m.is_object())
                if (const auto* name = m.as_object().if_contains("Name"); name && name->is_string())
                    out.emplace_back(std::string(name->as_string()), source / std::string(name->as_string()));
    };
    add(uproject.if_contains("Modules"), root / "Source");
    std::vector<fs::path> plugins;
    std::error_code ec;
    for (fs::directory_iterator it(root / "Plugins", ec), end; !ec && it != end; it.increment(ec))
        if (fs::exists(it->path() / (it->path().filename().string() + ".uplugin"))) plugins.push_back(it->path());
    std::sort(plugins.begin(), plugins.end());
    for (const auto& p : plugins) {
        const json::value plugin = load_json(p / (p.filename().string() + ".uplugin"));
        if (plugin.is_object()) add(plugin.as_object().if_contains("Modules"), p / "Source");
    }
    return out;
}

// Indented like the exporter writes (two spaces).
void pretty(std::ostream& os, const json::value& v, int indent = 0) {
    const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
    if (v.is_object()) {
        const auto& o = v.as_object();
        if (o.empty()) { os << "{}"; return; }
        os << "{\n";
        std::size_t n = 0;
        for (const auto& kv : o) {
            os << pad << "  " << json::serialize(json::string(kv.key())) << ": ";
            pretty(os, kv.value(), indent + 1);
            os << (++n < o.size() ? ",\n" : "\n");
        }
        os << pad << "}";
    } else if (v.is_array()) {
        const auto& a = v.as_array();
        if (a.empty()) { os << "[]"; return; }
        os << "[\n";
        for (std::size_t i = 0; i < a.size(); ++i) {
            os << pad << "  ";
            pretty(os, a[i], indent + 1);
            os << (i + 1 < a.size() ? ",\n" : "\n");
        }
        os << pad << "]";
    } else {
        os << json::serialize(v);
    }
}

} // namespace

int main(int argc, char** argv) {
    const auto started = std::chrono::steady_clock::now();
    fs::path engine;
    std::vector<std::string> positional;
    fs::path uproject;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--engine-root=", 0) == 0) engine = a.substr(14);
        else if (a.rfind("-Project=", 0) == 0) uproject = a.substr(9);
        else if (a == "-NoHotReload" || a == "-WaitMutex" || a == "-FromMsBuild") continue;
        else if (!a.empty() && a.front() == '-') fail(kArgumentsError, "Unknown argument '" + a + "'");
        else positional.push_back(a);
    }
    if (positional.size() != 3)
        fail(kArgumentsError, "expected <Target> <Platform> <Configuration> -Project=<path>, got " +
                                  std::to_string(positional.size()) + " positional arguments");
    const std::string& target = positional[0];
    const std::string& platform = positional[1];
    const std::string& configuration = positional[2];
    if (platform != "Linux") fail(kArgumentsError, "the stand-in engine builds for Linux only, not '" + platform + "'");
    if (configuration != "Development" && configuration != "DebugGame")
        fail(kArgumentsError, "Unknown configuration '" + configuration + "'");
    if (uproject.empty()) fail(kArgumentsError, "no -Project= given: a game target needs its .uproject");
    if (!uproject.is_absolute() || !fs::is_regular_file(uproject))
        fail(kArgumentsError, "Project file '" + uproject.string() + "' does not exist");
    const fs::path root = uproject.parent_path();
    const std::string stem = uproject.stem().string();
    if (!fs::exists(root / "Source" / (target + ".Target.cs")))
        fail(kArgumentsError, "Couldn't find target rules file for target '" + target + "' in rules assembly '" + stem +
                                  "ModuleRules' (no Source/" + target + ".Target.cs).");
    std::cout << "Using bundled DotNet SDK version: 8.0.300 (stand-in)\n"
              << "Building " << target << "...\n";

    const json::value project = load_json(uproject);
    if (!project.is_object()) fail(kArgumentsError, uproject.string() + ": not a JSON object");

    // Every enabled plugin must exist in the project or the engine.
    bool exporter = false;
    if (const auto* plugins = project.as_object().if_contains("Plugins"); plugins && plugins->is_array()) {
        for (const auto& p : plugins->as_array()) {
            if (!p.is_object()) continue;
            const auto* name = p.as_object().if_contains("Name");
            const auto* enabled = p.as_object().if_contains("Enabled");
            if (!name || !name->is_string() || (enabled && enabled->is_bool() && !enabled->as_bool())) continue;
            const std::string n(name->as_string());
            const bool in_project = fs::exists(root / "Plugins" / n / (n + ".uplugin"));
            const bool in_engine = engine_has_plugin(engine, n);
            if (!in_project && !in_engine)
                fail(kArgumentsError, "Unable to find plugin '" + n + "' (referenced via " + uproject.filename().string() +
                                          "). Install it and try again, or remove it from the required plugin list.");
            if (n == "RustealGenerator") exporter = true;
        }
    }

    // UHT and the RustealExporter.
    const fs::path intermediate = root / "Intermediate/Build" / platform;
    const fs::path uht_out = root / "Plugins/RustealGenerator/Intermediate/Build" / platform / "UnrealEditor/Inc/RustealGenerator/UHT";
    std::cout << "Parsing headers for " << target << "\n";
    const fs::path engine_reflection = engine / "Engine/Intermediate/StandinUHT";
    std::vector<hr::HeaderInput> module_headers;
    for (const auto& [module, dir] : modules_of(root, project.as_object())) add_module_headers(module, dir, module_headers);
    hr::Reflection own;
    try {
        own = hr::reflect_headers(module_headers, hr::known_types_of(engine_reflection));
    } catch (const std::exception& e) {
        fail(kCompilationError, e.what(), "OtherCompilationError");
    }
    for (const auto& w : own.warnings) std::cerr << "warning: " << w << "\n";
    const hr::Reflection all = hr::merge_reflections(hr::read_reflection(engine_reflection), own);
    if (exporter) {
        int changed = 0;
        for (const auto& [name, part] : {std::pair{"rusteal_classes.json", &all.classes}, std::pair{"rusteal_structs.json", &all.structs},
                                         std::pair{"rusteal_enums.json", &all.enums}}) {
            std::ostringstream text;
            pretty(text, *part);
            std::string out = text.str();
            if (out.empty() || out.back() != '\n') out += '\n';
            changed += write_if_changed(uht_out / name, out) ? 1 : 0;
        }
        std::cout << "Rusteal: exported " << all.classes.at("classes").as_array().size() << " classes ("
                  << own.classes.at("classes").as_array().size() << " of the project and its plugins) to " << uht_out.string()
                  << (changed ? "" : ", unchanged") << "\n";
    } else {
        std::cout << "Rusteal: the RustealGenerator plugin is not enabled, nothing exported\n";
    }

    // The compile of the generated C++ of every Rusteal library.
    std::vector<fs::path> sources;
    std::error_code ec;
    for (fs::directory_iterator it(root / "Plugins", ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path generated = it->path() / "Source" / it->path().filename() / "Generated";
        std::error_code e2;
        for (fs::directory_iterator g(generated, e2), gend; !e2 && g != gend; g.increment(e2))
            if (g->path().extension() == ".cpp") sources.push_back(g->path());
    }
    std::sort(sources.begin(), sources.end());
    const fs::path headers = intermediate / "StandinEngineHeaders";
    if (!sources.empty()) {
        fs::path reflection = exporter ? uht_out : engine / "Engine/Intermediate/StandinUHT";
        // The engine's reflected types as headers (from this run's JSON: the project's classes too).
        const fs::path staging = intermediate / "StandinEngineHeaders.staging";
        fs::remove_all(staging, ec);
        rusteal::test::write_standin_headers(reflection, staging, {engine / "Engine/Source/StandinRuntime", engine / "Engine/Source/StandinCore"}, {},
                                            engine / "Engine/Intermediate/StandinUHT");
        std::string headers_digest;
        std::vector<fs::path> staged;
        for (fs::recursive_directory_iterator it(staging), end; it != end; ++it)
            if (it->is_regular_file()) staged.push_back(it->path());
        std::sort(staged.begin(), staged.end());
        // A header derived by an earlier run and not by this one (its type is transcribed now, or
        // no longer reflected) goes: it would stand in front of the transcribed one.
        std::vector<fs::path> stale;
        for (fs::recursive_directory_iterator it(headers, ec), end; !ec && it != end; it.increment(ec))
            if (it->is_regular_file() && !fs::exists(staging / it->path().lexically_relative(headers))) stale.push_back(it->path());
        for (const auto& h : stale) fs::remove(h, ec);
        for (const auto& h : staged) {
            const std::string text = read_file(h);
            write_if_changed(headers / h.lexically_relative(staging), text);
            headers_digest += h.lexically_relative(staging).string() + hex_digest(text);
        }
        fs::remove_all(staging, ec);
        const fs::path standin_runtime = engine / "Engine/Source/StandinRuntime";
        // As UBT: the public headers of the modules a generated folder's module depends on (the
        // Rusteal module's, with RustealWrapperSupport.h) and of its own module.
        const fs::path rusteal_public = root / "Plugins/Rusteal/Source/Rusteal/Public";
        for (fs::directory_iterator it(rusteal_public, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".h") headers_digest += it->path().filename().string() + hex_digest(read_file(it->path()));
        const fs::path stamps = intermediate / target / configuration / "Stamps";
        std::vector<rusteal::standin_ubt::CompileJob> jobs;
        for (const auto& src : sources) {
            const fs::path dir = src.parent_path();
            std::string inputs = headers_digest + hex_digest(read_file(src));
            for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
                if (it->path().extension() == ".h") inputs += it->path().filename().string() + hex_digest(read_file(it->path()));
            const std::string stamp_value = hex_digest(inputs);
            const fs::path stamp = stamps / (hex_digest(src.string()) + "-" + src.filename().string() + ".stamp");
            if (fs::exists(stamp) && read_file(stamp) == stamp_value) continue;
            jobs.push_back({src,
                            {headers.string(), standin_runtime.string(), rusteal_public.string(), (dir.parent_path() / "Public").string(),
                             dir.string(), (engine / "Engine/Source/StandinCore").string()},
                            stamp,
                            stamp_value});
        }
        // The engine's compile cache; RUSTEAL_STANDIN_UBT_CACHE names another folder, or "off".
        fs::path cache = engine / "Engine/Intermediate/StandinUBT/CompileCache";
        if (const char* c = std::getenv("RUSTEAL_STANDIN_UBT_CACHE"); c && *c) cache = std::string(c) == "off" ? fs::path() : fs::path(c);
        const auto result = rusteal::standin_ubt::compile_all(jobs, cache, std::cout);
        const int compiled = result.compiled, failed = result.failed;
        if (failed) {
            std::cerr << "ERROR: " << failed << " of " << compiled << " file(s) did not compile (messages above)\n";
            std::cout << "Result: Failed (OtherCompilationError)\n";
            return kCompilationError;
        }
        std::cout << (compiled ? std::to_string(compiled) + " file(s) compiled" : std::string("Target is up to date"));
        if (result.cached) std::cout << " (" << result.cached << " answered by the engine's compile cache)";
        std::cout << "\n";
    } else {
        std::cout << "Target is up to date\n";
    }
    const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("Result: Succeeded\nTotal execution time: %.2f seconds\n", seconds);
    return 0;
}

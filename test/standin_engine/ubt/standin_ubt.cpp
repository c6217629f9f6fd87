// rusteal-standin-ubt: the stand-in engine's UnrealBuildTool (test/standin_engine/README.md).
//
//   Build.sh <Project>Editor <Platform> Development -Project=<absolute .uproject> [-NoHotReload]
//
// As UBT does for a project with the Rusteal plugins, it
//  1. checks the command line, the target's rules file and the project's enabled plugins;
//  2. runs "UHT": the engine's reflection (Engine/Intermediate/StandinUHT/, the real exporter's
//     output of an Unreal 5.8 project) plus the UCLASSes of the project's own modules, written
//     where the RustealExporter writes it (Plugins/RustealGenerator/Intermediate/Build/<Platform>/
//     UnrealEditor/Inc/RustealGenerator/UHT/), only when it changed;
//  3. compiles every .cpp of the Rusteal libraries' Generated/ folders (the wrappers, the function
//     table) with `g++ -std=c++20 -fsyntax-only` against the stand-in Unreal headers and the
//     headers of the reflected types, skipping files whose inputs did not change since they last
//     compiled, and fails like UBT ("Result: Failed (OtherCompilationError)", exit 6).
#include "standin_headers.hpp"

#include <boost/json.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

constexpr int kArgumentsError = 1;
constexpr int kCompilationError = 6;

constexpr std::uint64_t kParm = 0x80, kOutParm = 0x100, kReturnParm = 0x400, kConstParm = 0x2, kReferenceParm = 0x08000000,
                        kEdit = 0x1, kBlueprintVisible = 0x4, kBlueprintReadOnly = 0x10, kPublic = 0x0010000000000000ull;
constexpr std::uint32_t kFuncNative = 0x400, kFuncPublic = 0x20000, kFuncStatic = 0x2000, kFuncBlueprintCallable = 0x04000000,
                        kFuncBlueprintPure = 0x10000000, kFuncConst = 0x40000000;

[[noreturn]] void fail(int code, const std::string& message, const char* result = "ArgumentsError") {
    std::cerr << "ERROR: " << message << "\n";
    std::cout << "Result: Failed (" << result << ")\n";
    std::exit(code);
}

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

bool write_if_changed(const fs::path& p, const std::string& content) {
    std::error_code ec;
    if (fs::exists(p, ec) && read(p) == content) return false;
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

// ---- "UHT" over the project's own headers -------------------------------------------------

// The reflected types a project header may use here, with their property class.
std::optional<std::string> property_type(std::string cpp) {
    static const std::map<std::string, std::string> kTypes{{"bool", "BoolProperty"},   {"int32", "IntProperty"},
                                                          {"int64", "Int64Property"}, {"float", "FloatProperty"},
                                                          {"double", "DoubleProperty"}, {"FString", "StrProperty"},
                                                          {"FName", "NameProperty"},  {"FText", "TextProperty"}};
    auto it = kTypes.find(cpp);
    if (it == kTypes.end()) return std::nullopt;
    return it->second;
}

json::object property(const std::string& name, const std::string& type, std::uint64_t flags) {
    return json::object{{"name", name}, {"type", type}, {"prop_flags", flags}};
}

std::string strip(std::string s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

struct HeaderScan {
    json::array classes;
    std::vector<std::string> warnings;
};

// UCLASS() class X_API APrefixed : public AParent { UPROPERTY(...) T Name; UFUNCTION(...) R F(P) const; }
void scan_header(const fs::path& file, const std::string& module, const std::string& include, HeaderScan& out) {
    std::istringstream in(read(file));
    std::vector<std::string> lines;
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    static const std::regex class_line(R"(^\s*class\s+(?:\w+_API\s+)?([AU])(\w+)\s*:\s*public\s+([AU])(\w+))");
    static const std::regex function_line(R"(^\s*(static\s+)?(?:virtual\s+)?([\w:<>]+)\s+(\w+)\s*\(([^)]*)\)\s*(const)?)");
    static const std::regex property_line(R"(^\s*([\w:<>]+)\s+(\w+)\s*(?:=[^;]*)?;)");
    json::object* current = nullptr;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        const std::string where = file.string() + "(" + std::to_string(i + 2) + ")";
        if (line.find("UCLASS(") != std::string::npos && i + 1 < lines.size()) {
            std::smatch m;
            if (!std::regex_search(lines[i + 1], m, class_line)) {
                out.warnings.push_back(where + ": warning: UCLASS not followed by a class this stand-in reads");
                continue;
            }
            json::object c{{"name", m[2].str()}, {"cpp_name", m[1].str() + m[2].str()}, {"package", module},
                           {"header", include}, {"header_public", true}, {"class_flags", 0x1000},
                           {"super", m[4].str()}, {"interfaces", json::array{}}, {"props", json::array{}},
                           {"funcs", json::array{}}};
            out.classes.push_back(std::move(c));
            current = &out.classes.back().as_object();
            continue;
        }
        if (!current || i + 1 >= lines.size()) continue;
        const bool is_function = line.find("UFUNCTION(") != std::string::npos;
        const bool is_property = line.find("UPROPERTY(") != std::string::npos;
        if (!is_function && !is_property) continue;
        const std::string specifiers = line;
        const std::string& decl = lines[i + 1];
        std::smatch m;
        if (is_property) {
            if (!std::regex_search(decl, m, property_line) || !property_type(m[1].str())) {
                out.warnings.push_back(where + ": warning: property skipped, its type is not one the stand-in reflects");
                continue;
            }
            std::uint64_t flags = kPublic;
            if (specifiers.find("EditAnywhere") != std::string::npos) flags |= kEdit;
            if (specifiers.find("BlueprintRead") != std::string::npos) flags |= kBlueprintVisible;
            if (specifiers.find("BlueprintReadOnly") != std::string::npos) flags |= kBlueprintReadOnly;
            current->at("props").as_array().push_back(property(m[2].str(), *property_type(m[1].str()), flags));
            continue;
        }
        if (!std::regex_search(decl, m, function_line)) {
            out.warnings.push_back(where + ": warning: UFUNCTION not followed by a declaration this stand-in reads");
            continue;
        }
        std::uint32_t flags = kFuncNative | kFuncPublic;
        if (specifiers.find("BlueprintCallable") != std::string::npos) flags |= kFuncBlueprintCallable;
        if (specifiers.find("BlueprintPure") != std::string::npos) flags |= kFuncBlueprintCallable | kFuncBlueprintPure;
        if (m[1].matched) flags |= kFuncStatic;
        if (m[5].matched) flags |= kFuncConst;
        json::array params;
        bool supported = true;
        std::istringstream list(m[4].str());
        for (std::string p; std::getline(list, p, ',');) {
            p = strip(p);
            if (p.empty()) continue;
            std::uint64_t pflags = kParm | kPublic;
            if (p.rfind("const ", 0) == 0) {
                p = strip(p.substr(6));
                pflags |= kConstParm;
            }
            const auto space = p.find_last_of(" &");
            std::string type = strip(p.substr(0, space)), name = strip(p.substr(space + 1));
            if (!type.empty() && type.back() == '&') {
                type = strip(type.substr(0, type.size() - 1));
                pflags |= kReferenceParm | ((pflags & kConstParm) ? 0 : kOutParm);
            }
            const auto t = property_type(type);
            if (!t) {
                supported = false;
                break;
            }
            params.push_back(property(name, *t, pflags));
        }
        if (m[2].str() != "void") {
            const auto t = property_type(m[2].str());
            if (!t) supported = false;
            else params.push_back(property("ReturnValue", *t, kParm | kOutParm | kReturnParm | kPublic));
        }
        if (!supported) {
            out.warnings.push_back(where + ": warning: " + m[3].str() + " skipped, a type is not one the stand-in reflects");
            continue;
        }
        current->at("funcs").as_array().push_back(
            json::object{{"name", m[3].str()}, {"func_flags", flags}, {"is_static", m[1].matched}, {"params", std::move(params)}});
    }
}

// The project's modules (.uproject "Modules") and their UCLASS headers.
HeaderScan scan_project(const fs::path& root, const json::object& uproject) {
    HeaderScan out;
    const auto* modules = uproject.if_contains("Modules");
    if (!modules || !modules->is_array()) return out;
    for (const auto& m : modules->as_array()) {
        if (!m.is_object() || !m.as_object().contains("Name")) continue;
        const std::string module(m.as_object().at("Name").as_string());
        const fs::path dir = root / "Source" / module;
        std::vector<fs::path> headers;
        std::error_code ec;
        for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".h") headers.push_back(it->path());
        std::sort(headers.begin(), headers.end());
        for (const auto& h : headers) {
            fs::path rel = h.lexically_relative(dir);
            if (auto first = *rel.begin(); first == "Public" || first == "Classes") rel = rel.lexically_relative(first);
            scan_header(h, module, rel.generic_string(), out);
        }
    }
    return out;
}

json::value load_json(const fs::path& p) {
    boost::system::error_code ec;
    auto v = json::parse(read(p), ec);
    if (ec) fail(kArgumentsError, p.string() + ": not JSON (" + ec.message() + ")");
    return v;
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

// ---- the compile -------------------------------------------------------------------------

int run(const std::string& command) {
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

std::string quote(const fs::path& p) { return "'" + p.string() + "'"; }

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
            const bool in_engine = fs::exists(engine / "Engine/Plugins" / n / (n + ".uplugin"));
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
    HeaderScan scan = scan_project(root, project.as_object());
    for (const auto& w : scan.warnings) std::cerr << w << "\n";
    json::value classes = load_json(engine / "Engine/Intermediate/StandinUHT/rusteal_classes.json");
    for (auto& c : scan.classes) classes.as_object()["classes"].as_array().push_back(c);
    if (exporter) {
        int changed = 0;
        for (const char* name : {"rusteal_classes.json", "rusteal_structs.json", "rusteal_enums.json"}) {
            std::ostringstream text;
            if (std::string(name) == "rusteal_classes.json") pretty(text, classes);
            else text << read(engine / "Engine/Intermediate/StandinUHT" / name);
            std::string out = text.str();
            if (out.empty() || out.back() != '\n') out += '\n';
            changed += write_if_changed(uht_out / name, out) ? 1 : 0;
        }
        std::cout << "Rusteal: exported " << classes.at("classes").as_array().size() << " classes ("
                  << scan.classes.size() << " of the project) to " << uht_out.string()
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
        rusteal::test::write_standin_headers(reflection, staging, {engine / "Engine/Source/StandinRuntime", engine / "Engine/Source/StandinCore"});
        std::string headers_digest;
        std::vector<fs::path> staged;
        for (fs::recursive_directory_iterator it(staging), end; it != end; ++it)
            if (it->is_regular_file()) staged.push_back(it->path());
        std::sort(staged.begin(), staged.end());
        for (const auto& h : staged) {
            const std::string text = read(h);
            write_if_changed(headers / h.lexically_relative(staging), text);
            headers_digest += h.lexically_relative(staging).string() + hex_digest(text);
        }
        fs::remove_all(staging, ec);
        const fs::path standin_runtime = engine / "Engine/Source/StandinRuntime";
        // As UBT: the public headers of the modules a generated folder's module depends on (the
        // Rusteal module's, with RustealWrapperSupport.h) and of its own module.
        const fs::path rusteal_public = root / "Plugins/Rusteal/Source/Rusteal/Public";
        for (fs::directory_iterator it(rusteal_public, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".h") headers_digest += it->path().filename().string() + hex_digest(read(it->path()));
        const fs::path stamps = intermediate / target / configuration / "Stamps";
        int compiled = 0, failed = 0, n = 0;
        for (const auto& src : sources) {
            ++n;
            const fs::path dir = src.parent_path();
            std::string inputs = headers_digest + hex_digest(read(src));
            for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
                if (it->path().extension() == ".h") inputs += it->path().filename().string() + hex_digest(read(it->path()));
            const std::string stamp_value = hex_digest(inputs);
            const fs::path stamp = stamps / (hex_digest(src.string()) + "-" + src.filename().string() + ".stamp");
            if (fs::exists(stamp) && read(stamp) == stamp_value) continue;
            std::cout << "[" << n << "/" << sources.size() << "] Compile " << src.filename().string() << "\n" << std::flush;
            const std::string cmd = "g++ -std=c++20 -fsyntax-only -Wall -Werror -DUE_BUILD_DEVELOPMENT=1 -I" + quote(headers) + " -I" +
                                    quote(standin_runtime) + " -I" + quote(rusteal_public) + " -I" +
                                    quote(dir.parent_path() / "Public") + " -I" + quote(dir) + " -I" +
                                    quote(engine / "Engine/Source/StandinCore") + " " + quote(src) + " 2>&1";
            ++compiled;
            if (run(cmd) != 0) {
                ++failed;
                fs::remove(stamp, ec);
                continue;
            }
            write_if_changed(stamp, stamp_value);
        }
        if (failed) {
            std::cerr << "ERROR: " << failed << " of " << compiled << " file(s) did not compile (messages above)\n";
            std::cout << "Result: Failed (OtherCompilationError)\n";
            return kCompilationError;
        }
        std::cout << (compiled ? std::to_string(compiled) + " file(s) compiled" : std::string("Target is up to date")) << "\n";
    } else {
        std::cout << "Target is up to date\n";
    }
    const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("Result: Succeeded\nTotal execution time: %.2f seconds\n", seconds);
    return 0;
}

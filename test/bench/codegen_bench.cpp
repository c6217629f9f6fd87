// codegen_bench: the generator on the real fixture and on an engine-scale input built by
// replicating it with renamed types and modules.
//
// usage: codegen_bench [replicas=180]   (180 replicas: 5,040 classes, 88,380 functions, 20 modules)
// Prints medians (5 or 7 runs) for: the real fixture, full; engine scale, full (parse included),
// no-op, one-class changes applied to the in-memory model (a function added, told or not which
// class; a property added), no-op and a one-class re-export from disk; with the files written.
#include "fixture_dir.hpp"
#include "exit_status.hpp"
#include "daemon_process.hpp"
#include "generators/code_generator.hpp"
#include "generators/load_reflection.hpp"
#include "project_pins.hpp"
#include "temp_dir.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <thread>

#include <sys/wait.h>

using namespace rusteal::generators;
namespace fs = std::filesystem;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

namespace {

using rusteal::test::kFixture;
const char* kPackages[] = {"CoreUObject", "Engine", "InputCore", "EnhancedInput"};
constexpr int kVariants = 5; // 4 packages x 5 = 20 modules

json::value load(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return json::parse(ss.str());
}

// Renames every type reference of one replica so that replicas never collide.
void rename(json::value& v, int replica) {
    static const char* kNameKeys[] = {"name", "cpp_name", "class_name", "struct_name", "enum_name", "enum_cpp_name",
                                      "meta_class_name", "interface_name", "super"};
    if (v.is_array()) {
        for (auto& x : v.get_array()) rename(x, replica);
        return;
    }
    if (!v.is_object()) return;
    auto& o = v.get_object();
    bool is_type_record = o.contains("package");
    auto suffix = "R" + std::to_string(replica);
    for (const char* key : kNameKeys) {
        auto* f = o.if_contains(key);
        if (!f || !f->is_string()) continue;
        std::string s(f->get_string());
        if (std::string_view(key) == "name" && !is_type_record) continue; // member names stay
        if (s == "Interface") continue; // the marker of interface classes, not a type
        *f = s + suffix;
    }
    if (auto* ifaces = o.if_contains("interfaces"); ifaces && ifaces->is_array())
        for (auto& i : ifaces->get_array()) i = std::string(i.get_string()) + suffix;
    if (auto* pkg = o.if_contains("package"); pkg && pkg->is_string())
        *pkg = std::string(pkg->get_string()) + "V" + std::to_string(replica % kVariants);
    for (auto& [k, child] : o)
        if (child.is_object() || child.is_array()) rename(child, replica);
}

// Writes the three files; returns the classes document, which the from-disk change edits.
json::value write_replicated(const fs::path& out, int replicas) {
    fs::create_directories(out);
    json::value classes;
    for (auto [file, key] : {std::pair{kClassesFile, "classes"}, std::pair{kStructsFile, "structs"}, std::pair{kEnumsFile, "enums"}}) {
        auto src = load(kFixture / file);
        json::array all;
        for (int r = 0; r < replicas; ++r) {
            json::value copy = src.at(key);
            rename(copy, r);
            for (auto& x : copy.get_array()) all.push_back(std::move(x));
        }
        json::value doc = json::object{{key, std::move(all)}};
        std::ofstream(out / file) << json::serialize(doc);
        if (file == kClassesFile) classes = std::move(doc);
    }
    return classes;
}

std::string config(bool scaled) {
    std::string text = "[project]\ncrate = \"bench\"\n[codegen]\nfeatures = [\"core\", \"engine\", \"input\", \"enhanced-input\"]\n"
                       "[codegen.modules]\n";
    const char* features[] = {"core", "engine", "input", "enhanced-input"};
    for (int p = 0; p < 4; ++p) {
        for (int v = 0; v < (scaled ? kVariants : 1); ++v) {
            std::string pkg = std::string(kPackages[p]) + (scaled ? "V" + std::to_string(v) : "");
            std::string mod = pkg;
            std::transform(mod.begin(), mod.end(), mod.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            text += pkg + " = { module = \"" + mod + "\", feature = \"" + features[p] + "\" }\n";
        }
    }
    return text;
}

double median_ms(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

template <typename F>
auto timed(F&& f) {
    auto start = Clock::now();
    auto r = f();
    return std::pair<double, decltype(r)>{std::chrono::duration<double, std::milli>(Clock::now() - start).count(), std::move(r)};
}

void report(const char* what, std::vector<double> ms, const GenerationReport& r) {
    std::printf("%-44s median %8.1f ms  (min %7.1f)  written %5zu  emitted %5zu  reused %5zu\n", what, median_ms(ms),
                *std::min_element(ms.begin(), ms.end()), r.written.size(), r.files_emitted, r.files_reused);
    std::printf("%-44s  last run:", "");
    for (const auto& [name, t] : r.phase_ms) std::printf(" %s %.1f", name.c_str(), t);
    std::printf(" (ms)\n");
}

double loadavg() {
    double l = 0;
    std::ifstream("/proc/loadavg") >> l;
    return l;
}

} // namespace

int main(int argc, char** argv) {
    int replicas = argc > 1 ? std::stoi(argv[1]) : 180;
    std::printf("codegen_bench: %u hardware threads, load average %.2f\n", std::thread::hardware_concurrency(), loadavg());

    { // The real fixture, from disk, each run into a fresh project (a full generation).
        std::vector<double> ms;
        GenerationReport last;
        for (int i = 0; i < 5; ++i) {
            rusteal::test::TempDir dir;
            auto paths = game_library_paths(dir.path());
            fs::create_directories(paths.uht_dir);
            for (auto f : {kClassesFile, kStructsFile, kEnumsFile}) fs::copy_file(kFixture / f, paths.uht_dir / f);
            std::ofstream(paths.config_file) << config(false);
            CodeGenerator gen(paths);
            auto [t, r] = timed([&] { return gen.generate(); });
            ms.push_back(t);
            last = std::move(r);
        }
        std::printf("real fixture: %zu classes, %zu functions bound\n", last.classes, last.functions);
        report("real fixture, full (parse + generate + write)", ms, last);
    }

    rusteal::test::TempDir dir;
    auto paths = game_library_paths(dir.path());
    auto classes_doc = write_replicated(paths.uht_dir, replicas);
    std::ofstream(paths.config_file) << config(true);
    std::uintmax_t bytes = 0;
    for (auto f : {kClassesFile, kStructsFile, kEnumsFile}) bytes += fs::file_size(paths.uht_dir / f);

    auto [parse_ms, model] = timed([&] { return load_reflection(paths.uht_dir); });
    std::printf("engine scale: %zu classes, %zu functions, %zu structs, %zu enums, %.1f MB of JSON (parse %.0f ms)\n",
                model.classes.size(), model.function_count(), model.structs.size(), model.enums.size(),
                static_cast<double>(bytes) / 1e6, parse_ms);
    auto cfg = load_config(paths.config_file);

    // A full generation as in a new project: every run writes into output folders of its own
    // (the same input), so no run creates its files right after deleting the previous run's.
    {
        std::vector<double> full_ms;
        GenerationReport full;
        rusteal::test::TempDir outputs;
        for (int i = 0; i < 5; ++i) {
            auto fresh = game_library_paths(outputs.path() / ("run" + std::to_string(i)));
            fresh.uht_dir = paths.uht_dir;
            fresh.config_file = paths.config_file;
            CodeGenerator gen(fresh);
            auto [t, r] = timed([&] { return gen.generate(); });
            full_ms.push_back(t);
            full = std::move(r);
        }
        std::printf("engine scale bound: %zu modules, %zu classes, %zu functions\n", full.modules, full.classes, full.functions);
        report("engine scale, full (parse + generate + write)", full_ms, full);
    }

    CodeGenerator gen(paths);
    gen.generate(model, cfg); // warm: the daemon's steady state
    std::vector<double> noop_ms;
    GenerationReport noop;
    for (int i = 0; i < 5; ++i) {
        auto [t, r] = timed([&] { return gen.generate(model, cfg); });
        noop_ms.push_back(t);
        noop = std::move(r);
    }
    report("engine scale, no-op (model in memory)", noop_ms, noop);

    auto& target = model.classes[model.classes.size() / 2];
    int added = 0;
    auto one_class_change = [&](const char* label, bool hint, bool add_function) {
        std::vector<double> ms;
        GenerationReport last;
        for (int i = 0; i < 7; ++i) {
            if (add_function) {
                auto f = target.funcs.empty() ? FunctionInfo{} : target.funcs.front();
                f.name = "BenchAdded" + std::to_string(added++);
                f.func_flags |= 0x400;
                target.funcs.push_back(f);
            } else { // a property: the class's files change, the function table does not
                auto p = target.props.empty() ? PropertyInfo{} : target.props.front();
                p.name = "BenchProp" + std::to_string(added++);
                target.props.push_back(p);
            }
            std::set<std::string> changed{target.name};
            auto [t, r] = timed([&] { return gen.generate(model, cfg, hint ? &changed : nullptr); });
            ms.push_back(t);
            last = std::move(r);
        }
        report(label, ms, last);
    };
    one_class_change("engine scale, one function added (in memory)", false, true);
    one_class_change("  the same, told which class changed", true, true);
    one_class_change("engine scale, one property added, told", true, false);

    // From disk with a warm generator (the daemon's case).
    {
        CodeGenerator warm(paths);
        warm.generate();
        std::vector<double> ms;
        GenerationReport last;
        for (int i = 0; i < 5; ++i) {
            auto [t, r] = timed([&] { return warm.generate(); });
            ms.push_back(t);
            last = std::move(r);
        }
        report("engine scale, no-op from disk (warm generator)", ms, last);

        // A re-export in which one class gained a function: the classes file rewritten (not
        // timed), then generate() reads it, parses the one record whose text changed, and
        // re-derives that class.
        auto& records = classes_doc.at("classes").as_array();
        auto& record = records[records.size() / 2].as_object();
        ms.clear();
        for (int i = 0; i < 5; ++i) {
            auto& funcs = record["funcs"].as_array();
            json::value f = funcs.empty() ? json::value(json::object{{"name", ""}, {"func_flags", 0}, {"params", json::array{}}}) : funcs.front();
            f.as_object()["name"] = "BenchReexported" + std::to_string(i);
            f.as_object()["func_flags"] = f.at("func_flags").to_number<std::int64_t>() | 0x400; // native: bound
            funcs.push_back(std::move(f));
            std::ofstream(paths.uht_dir / kClassesFile, std::ios::trunc) << json::serialize(classes_doc);
            auto [t, r] = timed([&] { return warm.generate(); });
            ms.push_back(t);
            last = std::move(r);
        }
        report("engine scale, re-export with one function added", ms, last);
    }

    // Through the daemon, as a user runs it: `rusteal generate` (process start, connect, job, exit),
    // on a project that passes the version gate.
    rusteal::test::pin_to_this_checkout(dir.path());
    std::ofstream(dir.path() / "Bench.uproject") << "{\n\t\"FileVersion\": 3\n}\n";
    rusteal::test::DaemonProcess daemon({"--log-level", "warn"});
    auto cli = [&](const char* label) {
        auto start = Clock::now();
        const auto errors = (dir.path() / "cli-stderr.txt").string();
        pid_t pid = rusteal::test::spawn({RUSTEAL_CLI_PATH, "generate", "--project", dir.path().string()}, {daemon.env_entry()},
                                         "/dev/null", errors);
        int status = 0;
        ::waitpid(pid, &status, 0);
        double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        std::printf("%-44s %8.1f ms  (%s)\n", label, ms, rusteal::test::how_it_ended(status).c_str());
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) std::printf("%s", rusteal::test::read_file(errors).c_str());
    };
    cli("rusteal generate, first run in the daemon");
    cli("rusteal generate, no-op");
    cli("rusteal generate, no-op again");
    for (int i = 0; i < 3; ++i) {
        auto& records = classes_doc.at("classes").as_array();
        auto& funcs = records[records.size() / 2].as_object()["funcs"].as_array();
        json::value f = funcs.empty() ? json::value(json::object{{"name", ""}, {"func_flags", 0}, {"params", json::array{}}}) : funcs.front();
        f.as_object()["name"] = "BenchThroughDaemon" + std::to_string(i);
        f.as_object()["func_flags"] = f.at("func_flags").to_number<std::int64_t>() | 0x400;
        funcs.push_back(std::move(f));
        std::ofstream(paths.uht_dir / kClassesFile, std::ios::trunc) << json::serialize(classes_doc);
        cli("rusteal generate, re-export with a function added");
    }
    return 0;
}

#include "generators/code_generator.hpp"
#include "generators/code_generator_state.hpp"
#include "generators/rust_emitter.hpp"

#include "generators/cpp_wrapper_emitter.hpp"
#include "generators/function_table.hpp"
#include "generators/json_location.hpp"
#include "generators/load_reflection.hpp"
#include "generators/naming.hpp"
#include "generators/table_emitters.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <exception>
#include <fstream>
#include <functional>
#include <thread>
#include <unordered_map>
#include <set>
#include <sstream>
#include <unordered_set>

namespace rusteal::generators {
namespace fs = std::filesystem;
namespace json = boost::json;

namespace codegen {

namespace {

void hash_property(Digest& h, const PropertyInfo& p) {
    h.add(p.name).add(p.type).num(p.prop_flags).num(p.array_dim).opt(p.enum_name).opt(p.enum_cpp_name)
        .opt(p.enum_underlying_type).num(p.enum_cpp_form.value_or(99)).opt(p.class_name).opt(p.meta_class_name)
        .opt(p.struct_name).opt(p.interface_name).opt(p.default_value).opt(p.getter).opt(p.setter).num(p.has_func_info ? 1 : 0);
    if (p.delegate_params) {
        h.num(p.delegate_params->size());
        for (const auto& d : *p.delegate_params) h.add(d.name).add(d.type).opt(d.class_name).opt(d.struct_name).opt(d.enum_name);
    }
    for (const auto* inner : {p.inner_prop.get(), p.key_prop.get(), p.value_prop.get(), p.element_prop.get()}) {
        h.num(inner ? 1 : 0);
        if (inner) hash_property(h, *inner);
    }
}

} // namespace

std::uint64_t hash_class(const ClassInfo& c) {
    Digest h;
    h.add(c.name).add(c.cpp_name).add(c.package).add(c.header).num(c.header_public ? 1 : 0).num(c.class_flags).opt(c.super);
    h.num(c.interfaces.size());
    for (const auto& i : c.interfaces) h.add(i);
    h.num(c.props.size());
    for (const auto& p : c.props) hash_property(h, p);
    h.num(c.funcs.size());
    for (const auto& f : c.funcs) {
        h.add(f.name).num(f.func_flags).num(f.is_static ? 1 : 0).num(f.params.size());
        for (const auto& p : f.params) hash_property(h, p);
    }
    return h.value();
}

std::uint64_t hash_struct(const StructInfo& s) {
    Digest h;
    h.add(s.name).add(s.cpp_name).add(s.package).add(s.header).num(s.header_public ? 1 : 0).num(s.struct_flags)
        .num(s.has_static_struct ? 1 : 0).opt(s.super).num(s.props.size());
    for (const auto& p : s.props) hash_property(h, p);
    return h.value();
}

std::uint64_t hash_enum(const EnumInfo& e) {
    Digest h;
    h.add(e.name).add(e.cpp_name).add(e.package).add(e.underlying_type).num(e.cpp_form).num(e.pairs.size());
    for (const auto& [n, v] : e.pairs) h.add(n).num(static_cast<std::uint64_t>(v));
    return h.value();
}

// What every wrapper may depend on besides its own class: the names, headers and forms of all
// types, and the library's configuration.
std::uint64_t global_key(const ReflectionModel& m, const LibraryContext& ctx) {
    Digest h;
    for (const auto& c : m.classes) h.add(c.name).add(c.cpp_name).add(c.header).num(c.header_public ? 1 : 0).add(c.package);
    for (const auto& s : m.structs) h.add(s.name).add(s.cpp_name).add(s.header).num(s.has_static_struct ? 1 : 0).add(s.package);
    for (const auto& e : m.enums) h.add(e.name).add(e.cpp_name).num(e.cpp_form).add(e.underlying_type).add(e.package);
    h.add(ctx.symbol_prefix()).num(ctx.editor() ? 1 : 0);
    for (const auto& [pkg, mod] : ctx.enabled) h.add(pkg).add(mod.module).add(mod.feature).opt(mod.plugin);
    for (const auto& c : ctx.blocked_classes) h.add(c);
    for (const auto& s : ctx.config.blocked_structs) h.add(s);
    for (const auto& [c, f] : ctx.config.blocked_functions) h.add(c).add(f);
    return h.value();
}

std::string skipped_lines(const std::vector<Skipped>& skipped) {
    std::string out;
    for (const auto& sk : skipped) out.append(sk.what).append(": ").append(sk.reason).append("\n");
    return out;
}

// Runs independent emissions on a few threads (when there are enough of them to pay for the
// threads); the first failure in task order is rethrown.
void run_tasks(const std::vector<std::function<void()>>& tasks, std::size_t min_parallel) {
    const unsigned threads = tasks.size() < min_parallel ? 1u : std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
    std::vector<std::exception_ptr> errors(tasks.size());
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < tasks.size();) {
            try {
                tasks[i]();
            } catch (...) {
                errors[i] = std::current_exception();
            }
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    for (auto& e : errors)
        if (e) std::rethrow_exception(e);
}

} // namespace codegen

using namespace codegen;

CodeGenerator::CodeGenerator(LibraryPaths paths) : paths_(std::move(paths)), state_(std::make_unique<State>()) {}
CodeGenerator::~CodeGenerator() = default;
CodeGenerator::CodeGenerator(CodeGenerator&&) noexcept = default;
CodeGenerator& CodeGenerator::operator=(CodeGenerator&&) noexcept = default;

std::string CodeGenerator::library_name() const { return paths_.plugin_name.empty() ? "game" : paths_.plugin_name; }

namespace {
// Size and modification time: what tells an input file changed without reading it.
std::pair<std::uintmax_t, fs::file_time_type> stamp_of(const fs::path& p) {
    std::error_code ec;
    auto size = fs::file_size(p, ec);
    if (ec) return {static_cast<std::uintmax_t>(-1), {}};
    return {size, fs::last_write_time(p, ec)};
}
} // namespace

GenerationReport CodeGenerator::generate() {
    // The inputs are parsed again only when one of them changed since the previous run.
    std::vector<std::pair<std::uintmax_t, fs::file_time_type>> stamps;
    for (auto file : {kClassesFile, kStructsFile, kEnumsFile}) stamps.push_back(stamp_of(paths_.uht_dir / utf8_path(file)));
    stamps.push_back(stamp_of(paths_.config_file));
    if (inputs_ && inputs_->stamps == stamps && state_->has_output) return reissue();
    inputs_.reset(); // a parse error must not leave a stale model behind
    const auto start = std::chrono::steady_clock::now();
    auto changed = loader_.load(paths_.uht_dir);
    auto config = load_config(paths_.config_file);
    const double load_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    inputs_ = Inputs{std::move(stamps), std::move(config)};
    // The loader's "unchanged" is relative to its previous load: a hint only when the previous
    // run of this generator was made from that load.
    auto report = guarded_run(loader_.model(), inputs_->config, last_run_from_loader_ ? &changed : nullptr);
    last_run_from_loader_ = true;
    report.phase_ms.insert(report.phase_ms.begin(), {"load", load_ms});
    return report;
}

GenerationReport CodeGenerator::generate(const ReflectionModel& model, const RustealConfig& config,
                                         const std::set<std::string>* changed_classes) {
    last_run_from_loader_ = false;
    inputs_.reset(); // the next generate() reads the disk again
    return guarded_run(model, config, changed_classes);
}

GenerationReport CodeGenerator::guarded_run(const ReflectionModel& model, const RustealConfig& config,
                                            const std::set<std::string>* changed_classes) {
    try {
        return run(model, config, changed_classes);
    } catch (...) {
        // Part of what the previous runs derived may have been replaced: start again from nothing
        // (the disk keeps the last successful output; the next run writes only what differs).
        state_ = std::make_unique<State>();
        last_run_from_loader_ = false;
        throw;
    }
}

std::optional<std::string> CodeGenerator::uplugin_update() const {
    // The .uplugin is the user's file: read afresh each run, only what is missing added.
    if (state_->engine_plugins.empty()) return std::nullopt;
    return add_uplugin_dependencies(paths_.uplugin, state_->engine_plugins);
}

GenerationReport CodeGenerator::reissue() {
    // Nothing changed since the last successful run: its output is what this run would produce.
    // Re-issue it through the writer, which restores a generated file someone edited or deleted
    // and touches nothing else.
    auto& S = *state_;
    auto start = std::chrono::steady_clock::now();
    GenerationReport report = S.report;
    report.files_emitted = 0;
    report.removed.clear();
    report.phase_ms.clear();
    std::vector<OutputWriter::Item> items;
    S.for_each_file([&](OutFile& f) { items.push_back({f.path, *f.content, f.digest}); });
    report.files_reused = items.size();
    auto uplugin = uplugin_update();
    S.writer->begin_run();
    S.writer->write_many(items);
    if (uplugin) S.writer->write(paths_.uplugin, *uplugin);
    const auto digest_file = paths_.state_dir / utf8_path("codegen-" + library_name() + ".digests");
    if (!S.writer->written().empty() || !S.writer->digests_intact(digest_file)) S.writer->save_digests(digest_file);
    report.written = S.writer->written();
    report.phase_ms.emplace_back("write", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    return report;
}

} // namespace rusteal::generators

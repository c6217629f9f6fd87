#include "generators/code_generator.hpp"
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

using Text = std::shared_ptr<const std::string>;

// One generated file as the last run left it.
struct OutFile {
    fs::path path;
    Text content;
    std::uint64_t digest = 0;
    std::uint64_t key = 0;  // what it was made from; 0: not made
    bool emitted = false;   // made in the current run
    bool on_disk = false;   // written or verified by this generator since it was made

    void set(fs::path p, std::string text, std::uint64_t made_from) {
        path = std::move(p);
        digest = content_digest(text);
        content = std::make_shared<std::string>(std::move(text)); // not const: take_text() may reuse it
        key = made_from;
        emitted = true;
        on_disk = false;
    }
    // The text's memory for the next version of the file, when nothing else holds the text.
    std::string take_text() {
        std::string out;
        if (content && content.use_count() == 1) out = std::move(*std::const_pointer_cast<std::string>(content));
        content.reset();
        return out;
    }
};

struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
template <typename T>
using ByName = std::unordered_map<std::string, T, NameHash, std::equal_to<>>;

std::string skipped_lines(const std::vector<Skipped>& skipped) {
    std::string out;
    for (const auto& sk : skipped) out.append(sk.what).append(": ").append(sk.reason).append("\n");
    return out;
}

// What a class and a struct keep of their binding: the filters' verdict, the bound properties as
// indices into the record (the pointers are refreshed each run, so the binding survives a new
// model object), what was left out, the modules the Rust file refers to, and that file.
struct BindingEntry {
    std::uint64_t run = 0;         // the last run whose model had the type
    std::uint64_t record_hash = 0;
    std::uint64_t key = 0;         // record, type names, configuration (and a class's interfaces)
    bool rebound = false;          // bound afresh in the current run
    bool bound = false;
    std::vector<std::uint32_t> props;
    std::string skipped;           // what the binder left out, as lines of the listing
    std::size_t skipped_count = 0;
    std::set<std::string> refs;    // the other modules its Rust file refers to
    OutFile rust;

    // Takes the binder's result for `record`.
    template <typename Bound, typename Record>
    void take(std::optional<Bound>&& fresh, const std::vector<Skipped>& left_out, Bound& slot, const Record& record) {
        skipped = skipped_lines(left_out);
        skipped_count = left_out.size();
        bound = fresh.has_value();
        slot = fresh ? std::move(*fresh) : Bound{};
        props.clear();
        for (const auto* p : slot.props) props.push_back(static_cast<std::uint32_t>(p - record.props.data()));
    }
    // Points the kept binding at this run's `record`.
    template <typename Bound, typename Record>
    void refresh(Bound& slot, const Record& record, const LibraryContext& ctx) const {
        slot.info = &record;
        slot.module = ctx.module_of(record.package);
        for (std::size_t k = 0; k < props.size(); ++k) slot.props[k] = &record.props[props[k]];
    }
};

struct ClassEntry : BindingEntry {
    std::size_t index = 0; // its position in the current model
    // Where the binding's pointers point: when the record (and its arrays) are where they were
    // and no function comes from an interface, they need no refreshing.
    struct Target {
        const ClassInfo* record = nullptr;
        const PropertyInfo* props = nullptr;
        const FunctionInfo* funcs = nullptr;
        bool operator==(const Target&) const = default;
    } pointed_at;
    bool own_functions_only = true;
    bool points_at(const ClassInfo& c) const {
        return own_functions_only && pointed_at == Target{&c, c.props.data(), c.funcs.data()};
    }
    struct Func {
        std::string declared_in; // the class or interface that declares it
        std::uint32_t index;     // into declared_in's funcs
    };
    std::vector<Func> funcs; // parallel to bc.funcs
    BoundClass bc{};
    std::uint64_t rows_hash = 0; // its function-table rows
    std::size_t table_begin = 0, table_count = 0;
    OutFile wrapper;
    std::string rust_skipped; // what the Rust side left out
    std::size_t rust_skipped_count = 0;
};

struct StructEntry : BindingEntry {
    BoundStruct bs{};
    const PropertyInfo* props_at = nullptr; // where the binding's pointers point
};

struct EnumEntry {
    std::uint64_t run = 0;
    std::uint64_t record_hash = 0;
    BoundEnum be{};
    bool bound = false;
    OutFile rust;
};

// Runs independent emissions on a few threads (when there are enough of them to pay for the
// threads); the first failure in task order is rethrown.
void run_tasks(const std::vector<std::function<void()>>& tasks, std::size_t min_parallel = 16) {
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

} // namespace

struct CodeGenerator::State {
    std::uint64_t run = 0;
    std::uint64_t global = 0;     // what every derived thing depends on (type names, configuration)
    std::uint64_t everything = 0; // all the inputs of the last successful run
    bool has_output = false;
    std::optional<LibraryContext> ctx; // the current run's; the bindings point into it
    ByName<ClassEntry> classes;
    ByName<StructEntry> structs;
    ByName<EnumEntry> enums;
    std::vector<FunctionTableEntry> table; // sorted by (module, class, function); rows point into the entries
    std::uint64_t ids_key = 0, crate_key = 0;
    std::vector<OutFile> crate_files, manual_files;
    OutFile ids_rs, ids_h, fill_cpp, module_deps, skipped_listing;
    std::vector<std::string> engine_plugins;
    GenerationReport report; // of the last successful run
    std::optional<OutputWriter> writer;
    bool digests_loaded = false;
    bool wrote_before = false; // a run of this state reached the disk

    template <typename F>
    void for_each_file(F&& f) {
        for (auto& x : crate_files) f(x);
        for (auto& x : manual_files) f(x);
        for (auto& [name, e] : classes) {
            if (e.wrapper.key) f(e.wrapper);
            if (e.rust.key) f(e.rust);
        }
        for (auto& [name, e] : structs)
            if (e.rust.key) f(e.rust);
        for (auto& [name, e] : enums)
            if (e.rust.key) f(e.rust);
        for (auto* x : {&ids_rs, &ids_h, &fill_cpp, &module_deps, &skipped_listing})
            if (x->key) f(*x);
    }
};

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

GenerationReport CodeGenerator::run(const ReflectionModel& model, const RustealConfig& config,
                                    const std::set<std::string>* changed_classes) {
    auto& S = *state_;
    GenerationReport report;
    auto phase_start = std::chrono::steady_clock::now();
    auto phase = [&](const char* name) {
        auto now = std::chrono::steady_clock::now();
        report.phase_ms.emplace_back(name, std::chrono::duration<double, std::milli>(now - phase_start).count());
        phase_start = now;
    };
    auto context = make_library_context(config, model, paths_.plugin_name);
    const auto global = global_key(model, context);
    std::vector<fs::path> gone; // files earlier runs made that may not be made any more
    if (global != S.global) {
        S.ctx = std::move(context); // the bindings point into it: replaced only with everything else
        // Type names or the configuration changed: everything is derived again, and whatever the
        // previous output had that this one does not is stale.
        S.for_each_file([&](OutFile& f) { gone.push_back(f.path); });
        S.classes.clear();
        S.structs.clear();
        S.enums.clear();
        S.table.clear();
        S.ids_key = S.crate_key = 0;
        S.crate_files.clear();
        S.manual_files.clear();
        S.ids_rs = S.ids_h = S.fill_cpp = S.module_deps = S.skipped_listing = OutFile{};
        S.has_output = false;
        S.global = global;
    }
    const LibraryContext& ctx = *S.ctx;
    const auto run = ++S.run;
    phase("context");

    // 1. Which records changed. With `changed_classes`, the other classes keep their hash.
    std::vector<ClassEntry*> class_entries(model.classes.size());
    std::vector<StructEntry*> struct_entries(model.structs.size());
    std::vector<EnumEntry*> enum_entries(model.enums.size());
    Digest everything;
    everything.num(global);
    std::vector<std::size_t> to_hash;
    for (std::size_t i = 0; i < model.classes.size(); ++i) {
        const auto& c = model.classes[i];
        auto [it, fresh] = S.classes.try_emplace(c.name);
        auto& e = it->second;
        if (!fresh && e.run == run) check_unique_names(model); // two records of one name: says which
        const bool known = !fresh && e.run + 1 == run;
        if (!changed_classes || !known || changed_classes->count(c.name)) to_hash.push_back(i);
        e.run = run;
        e.index = i;
        class_entries[i] = &e;
    }
    { // Hashing every record (nobody said which changed) is the bulk of a run's fixed cost: split it.
        constexpr std::size_t kChunk = 256;
        std::vector<std::function<void()>> chunks;
        for (std::size_t begin = 0; begin < to_hash.size(); begin += kChunk)
            chunks.push_back([&, begin] {
                for (std::size_t k = begin; k < std::min(begin + kChunk, to_hash.size()); ++k)
                    class_entries[to_hash[k]]->record_hash = hash_class(model.classes[to_hash[k]]);
            });
        run_tasks(chunks, 4);
    }
    for (std::size_t i = 0; i < model.classes.size(); ++i) everything.add(model.classes[i].name).num(class_entries[i]->record_hash);
    // Structs and enums are few and small: hashed every run.
    auto hash_all = [&](const auto& records, auto& entries, auto& out, auto&& hash) {
        for (std::size_t i = 0; i < records.size(); ++i) {
            auto& e = entries[records[i].name];
            if (e.run == run) check_unique_names(model); // two records of one name: says which
            e.record_hash = hash(records[i]);
            e.run = run;
            out[i] = &e;
            everything.add(records[i].name).num(e.record_hash);
        }
    };
    hash_all(model.structs, S.structs, struct_entries, hash_struct);
    hash_all(model.enums, S.enums, enum_entries, hash_enum);
    // Types that are gone take their files with them.
    auto drop_gone = [&](auto& entries) {
        for (auto it = entries.begin(); it != entries.end();) {
            if (it->second.run == run) {
                ++it;
                continue;
            }
            if constexpr (std::is_same_v<std::decay_t<decltype(it->second)>, ClassEntry>)
                if (it->second.wrapper.key) gone.push_back(it->second.wrapper.path);
            if (it->second.rust.key) gone.push_back(it->second.rust.path);
            it = entries.erase(it);
        }
    };
    drop_gone(S.classes);
    drop_gone(S.structs);
    drop_gone(S.enums);
    // The output folders went away since the last run (a project deleted and made again at the
    // same path, under the daemon that keeps this generator): every file is written again, and the
    // folders scanned for stale ones, as by a new process. The digests file tells, in one stat.
    const auto digest_file = paths_.state_dir / utf8_path("codegen-" + library_name() + ".digests");
    if (S.wrote_before && !S.writer->digests_intact(digest_file)) {
        if (S.has_output && everything.value() == S.everything && gone.empty()) return reissue();
        S.wrote_before = false;
    }
    if (S.has_output && everything.value() == S.everything && gone.empty()) {
        // The same records and configuration as the last successful run: its output is this
        // run's, kept without emitting or touching it (the .uplugin, the user's file, is checked).
        GenerationReport same = S.report;
        same.files_emitted = 0;
        same.files_reused = 0;
        S.for_each_file([&](OutFile&) { ++same.files_reused; });
        same.removed.clear();
        same.phase_ms = std::move(report.phase_ms);
        phase_start = std::chrono::steady_clock::now();
        auto uplugin = uplugin_update();
        S.writer->begin_run();
        if (uplugin) S.writer->write(paths_.uplugin, *uplugin);
        same.written = S.writer->written();
        same.phase_ms.emplace_back("write", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - phase_start).count());
        return same;
    }
    phase("hash");

    // 2. Bind what changed; refresh the pointers of the rest.
    std::optional<Binder> binder;
    auto bind = [&]() -> const Binder& {
        if (!binder) binder.emplace(model, ctx);
        return *binder;
    };
    auto class_record = [&](std::string_view name) -> const ClassInfo* {
        auto it = S.classes.find(name);
        return it == S.classes.end() || it->second.run != run ? nullptr : &model.classes[it->second.index];
    };
    std::vector<ClassEntry*> bound_classes; // input order
    for (std::size_t i = 0; i < model.classes.size(); ++i) {
        const auto& c = model.classes[i];
        auto& e = *class_entries[i];
        Digest key;
        key.num(global).num(e.record_hash);
        for (const auto& iface : c.interfaces) {
            if (iface.size() < 2 || iface[0] != 'I') continue;
            auto it = S.classes.find(std::string_view(iface).substr(1));
            if (it != S.classes.end() && it->second.run == run) key.add(iface).num(it->second.record_hash);
        }
        e.rebound = e.key != key.value();
        if (e.rebound) {
            e.key = key.value();
            std::vector<Skipped> skipped;
            e.take(bind().bind_class(c, skipped), skipped, e.bc, c);
            e.funcs.clear();
            e.own_functions_only = true;
            for (const auto& f : e.bc.funcs) {
                e.funcs.push_back({f.declared_in->name, static_cast<std::uint32_t>(f.info - f.declared_in->funcs.data())});
                e.own_functions_only = e.own_functions_only && f.declared_in == &c;
            }
            e.pointed_at = {&c, c.props.data(), c.funcs.data()};
        } else if (e.bound && !e.points_at(c)) {
            e.refresh(e.bc, c, ctx);
            for (std::size_t k = 0; k < e.funcs.size(); ++k) {
                const auto* declaring = e.funcs[k].declared_in == c.name ? &c : class_record(e.funcs[k].declared_in);
                e.bc.funcs[k].declared_in = declaring;
                e.bc.funcs[k].info = &declaring->funcs[e.funcs[k].index];
            }
            e.pointed_at = {&c, c.props.data(), c.funcs.data()};
        }
        if (e.bound) bound_classes.push_back(&e);
    }
    std::vector<StructEntry*> bound_structs;
    for (std::size_t i = 0; i < model.structs.size(); ++i) {
        const auto& st = model.structs[i];
        auto& e = *struct_entries[i];
        const auto key = Digest().num(global).num(e.record_hash).value();
        e.rebound = e.key != key;
        if (e.rebound) {
            e.key = key;
            std::vector<Skipped> skipped;
            e.take(bind().bind_struct(st, skipped), skipped, e.bs, st);
        } else if (e.bound && (e.bs.info != &st || e.props_at != st.props.data())) {
            e.refresh(e.bs, st, ctx);
        }
        e.props_at = st.props.data();
        if (e.bound) bound_structs.push_back(&e);
    }
    std::vector<EnumEntry*> bound_enums;
    for (std::size_t i = 0; i < model.enums.size(); ++i) {
        auto& e = *enum_entries[i];
        if (e.be.info != &model.enums[i]) {
            const auto* module = ctx.module_of(model.enums[i].package);
            e.bound = module != nullptr;
            e.be = {&model.enums[i], module};
        }
        if (e.bound) bound_enums.push_back(&e);
    }
    phase("bind");

    // 3. The function table, in (module, class, function) order: rows of unchanged classes are
    // moved over from the previous table, those of rebound classes made afresh.
    std::vector<ClassEntry*> callable;
    std::size_t function_count = 0;
    for (auto* e : bound_classes) {
        if (e->bc.is_interface() || e->bc.funcs.empty()) {
            if (e->wrapper.key) gone.push_back(e->wrapper.path);
            e->wrapper = OutFile{};
            continue;
        }
        callable.push_back(e);
        function_count += e->bc.funcs.size();
    }
    std::sort(callable.begin(), callable.end(), [](const ClassEntry* a, const ClassEntry* b) {
        int m = a->bc.module->module.compare(b->bc.module->module);
        return m != 0 ? m < 0 : a->bc.info->name < b->bc.info->name;
    });
    std::vector<FunctionTableEntry> table;
    table.reserve(function_count);
    const auto prefix = ctx.symbol_prefix();
    Digest ids;
    ids.num(global);
    std::vector<const BoundFunction*> sorted;
    for (auto* e : callable) {
        const auto begin = table.size();
        if (e->rebound || e->table_count == 0) {
            sorted.clear();
            for (const auto& f : e->bc.funcs) sorted.push_back(&f);
            std::stable_sort(sorted.begin(), sorted.end(), [](const BoundFunction* a, const BoundFunction* b) { return a->name < b->name; });
            const auto class_part = to_screaming_snake_case(e->bc.info->name);
            Digest rows;
            for (const auto* f : sorted) {
                table.push_back({static_cast<std::uint32_t>(table.size()), e->bc.module->module, &e->bc, f,
                                 class_part + "_" + to_screaming_snake_case(f->name), wrapper_symbol(prefix, e->bc.info->name, f->name)});
                rows.add(table.back().constant).add(table.back().symbol);
            }
            e->rows_hash = rows.value();
        } else {
            for (std::size_t k = 0; k < e->table_count; ++k) {
                auto& row = S.table[e->table_begin + k];
                row.id = static_cast<std::uint32_t>(table.size());
                table.push_back(std::move(row));
            }
        }
        e->table_begin = begin;
        e->table_count = table.size() - begin;
        ids.add(e->bc.info->name).num(e->rows_hash);
    }
    phase("table");

    // 4. Emit what changed, on a few threads: wrappers by class; the Rust files of classes,
    // structs and enums by their own key and what their module references.
    std::vector<std::function<void()>> tasks;
    std::optional<CppTypeNames> names;
    for (auto* e : callable) {
        if (e->wrapper.key == e->key) continue;
        if (!names) names.emplace(model);
        tasks.push_back([&, e] {
            std::vector<const FunctionTableEntry*> entries;
            for (std::size_t k = 0; k < e->table_count; ++k) entries.push_back(&table[e->table_begin + k]);
            auto name = wrapper_file_name(e->bc.module->module, e->bc.info->name);
            auto file = emit_cpp_wrapper_file(*names, name, entries, ctx.symbol_prefix());
            e->wrapper.set(paths_.cpp_dir / utf8_path(name), std::move(file.content), e->key);
        });
    }
    BoundTypes types;
    for (auto* e : bound_classes) types.classes.push_back(&e->bc);
    for (auto* e : bound_structs) types.structs.push_back(&e->bs);
    for (auto* e : bound_enums) types.enums.push_back(&e->be);
    RustEmitter rust(std::move(types), ctx, table, RustModuleIndex{});
    RustModuleIndex index;
    for (const auto& [pkg, mod] : ctx.enabled) index.deps[mod.module];
    for (auto* e : bound_classes) {
        if (e->rebound) e->refs = rust.references(e->bc);
        index.deps[e->bc.module->module].insert(e->refs.begin(), e->refs.end());
    }
    for (auto* e : bound_structs) {
        if (e->rebound) e->refs = rust.references(e->bs);
        index.deps[e->bs.module->module].insert(e->refs.begin(), e->refs.end());
    }
    Digest crate;
    crate.num(global);
    for (const auto& [mod, deps] : index.deps) {
        crate.add(mod).num(deps.size());
        for (const auto& d : deps) crate.add(d);
    }
    const bool crate_changed = crate.value() != S.crate_key;
    if (crate_changed) index.types = rust.index_modules().types;
    rust.set_module_index(std::move(index));
    if (crate_changed) {
        S.crate_files.clear();
        for (auto& f : rust.crate_files()) {
            S.crate_files.emplace_back();
            S.crate_files.back().set(paths_.bindings_dir / utf8_path(f.name), std::move(f.content), crate.value());
        }
        S.crate_key = crate.value();
    }
    if (S.manual_files.empty())
        for (const auto& f : manual_files()) {
            S.manual_files.emplace_back();
            S.manual_files.back().set(paths_.bindings_dir / utf8_path(f.name), f.content, 1);
        }
    std::map<std::string, std::uint64_t> module_keys;
    for (const auto& mod : rust.modules()) module_keys[mod] = rust.module_key(mod);
    for (auto* e : bound_classes) {
        const auto key = Digest().num(e->key).num(module_keys[e->bc.module->module]).value();
        if (e->rust.key == key) continue;
        tasks.push_back([&, e, key] {
            auto emitted = rust.class_file(e->bc);
            e->rust.set(paths_.bindings_dir / utf8_path(emitted.file.name), std::move(emitted.file.content), key);
            e->rust_skipped = skipped_lines(emitted.skipped);
            e->rust_skipped_count = emitted.skipped.size();
        });
    }
    for (auto* e : bound_structs) {
        const auto key = Digest().num(e->key).num(module_keys[e->bs.module->module]).value();
        if (e->rust.key == key) continue;
        tasks.push_back([&, e, key] {
            auto emitted = rust.struct_file(e->bs);
            e->rust.set(paths_.bindings_dir / utf8_path(emitted.file.name), std::move(emitted.file.content), key);
        });
    }
    for (auto* e : bound_enums) {
        const auto key = Digest().num(global).add(e->be.module->module).num(e->record_hash).value();
        if (e->rust.key == key) continue;
        tasks.push_back([&, e, key] {
            auto emitted = rust.enum_file(e->be);
            e->rust.set(paths_.bindings_dir / utf8_path(emitted.file.name), std::move(emitted.file.content), key);
        });
    }
    run_tasks(tasks);
    phase("emit");

    // 5. The id files when a function was added, removed or renamed; module_deps.txt with the
    // configuration; the listing of what was left out.
    const bool ids_emitted = ids.value() != S.ids_key;
    if (ids_emitted) {
        const auto key = ids.value();
        // Megabytes each at engine scale: built side by side.
        run_tasks({[&] { S.ids_rs.set(paths_.bindings_dir / "src" / "func_ids.rs", emit_func_ids_rs(table, S.ids_rs.take_text()), key); },
                   [&] { S.ids_h.set(paths_.cpp_dir / "RustealFuncIds.h", emit_func_ids_h(table, S.ids_h.take_text()), key); },
                   [&] {
                       S.fill_cpp.set(paths_.cpp_dir / "RustealFillFuncTable.cpp",
                                      emit_fill_func_table_cpp(table, ctx, S.fill_cpp.take_text()), key);
                   }},
                  table.size() >= 10000 ? 1 : 4);
        S.ids_key = key;
    }
    if (!S.module_deps.key) S.module_deps.set(paths_.cpp_dir / "module_deps.txt", emit_module_deps(ctx), global);
    S.engine_plugins.clear();
    for (const auto& [pkg, mod] : ctx.enabled)
        if (mod.plugin) S.engine_plugins.push_back(*mod.plugin);
    {
        std::string listing = "# Members left out of the bindings, and why. Generated by rusteal; do not edit.\n";
        std::size_t count = 0;
        for (const auto* e : class_entries) listing += e->skipped, count += e->skipped_count;
        for (const auto* e : struct_entries) listing += e->skipped, count += e->skipped_count;
        for (const auto* e : bound_classes) listing += e->rust_skipped, count += e->rust_skipped_count;
        report.skipped = count;
        report.skipped_report = paths_.state_dir / utf8_path("codegen-" + library_name() + ".skipped.txt");
        if (!S.skipped_listing.key || content_digest(listing) != S.skipped_listing.digest)
            S.skipped_listing.set(report.skipped_report, std::move(listing), 1);
    }
    phase("id files");

    // 6. Write what was made (all of it when this state never reached the disk: a new process
    // knows the files by their digests), remove what is stale, verify.
    if (!S.writer) S.writer.emplace(std::vector<fs::path>{paths_.bindings_dir, paths_.cpp_dir, paths_.uplugin, paths_.state_dir});
    auto& writer = *S.writer;
    if (!S.digests_loaded) {
        writer.load_digests(digest_file);
        S.digests_loaded = true;
    }
    auto uplugin = uplugin_update();
    std::vector<OutputWriter::Item> items;
    std::size_t total = 0;
    S.for_each_file([&](OutFile& f) {
        ++total;
        if (f.emitted) ++report.files_emitted;
        if (!S.wrote_before || !f.on_disk) items.push_back({f.path, *f.content, f.digest});
    });
    report.files_reused = total - report.files_emitted;
    writer.begin_run();
    writer.write_many(items);
    if (uplugin) writer.write(paths_.uplugin, *uplugin);
    if (!S.wrote_before) {
        report.removed = writer.remove_stale(
            paths_.cpp_dir,
            [](const fs::path& p) {
                auto n = p.filename().string();
                return n.rfind("RustealFunc_", 0) == 0 && p.extension() == ".cpp";
            },
            false);
        // The bindings crate's Rust files are all generated; a stale one (a class or a module that is
        // gone) is removed, and its folder with it once empty. A file without the generated header
        // that this writer never wrote is someone's own and stays.
        auto removed_rust = writer.remove_stale(
            paths_.bindings_dir / "src",
            [&writer](const fs::path& p) {
                if (p.extension() != ".rs") return false;
                if (writer.knows(p)) return true;
                std::ifstream in(p);
                std::string first;
                std::getline(in, first);
                return first.rfind(kGeneratedRustPrefix, 0) == 0;
            },
            true);
        report.removed.insert(report.removed.end(), removed_rust.begin(), removed_rust.end());
    } else if (!gone.empty()) {
        // A path made again under another entry (a type renamed to a name with the same file) stays.
        std::unordered_set<fs::path::string_type> produced;
        S.for_each_file([&](OutFile& f) { produced.insert(f.path.native()); });
        std::vector<fs::path> stale;
        for (auto& p : gone)
            if (!produced.count(p.native())) stale.push_back(std::move(p));
        report.removed = writer.remove_files(stale);
    }
    report.written = writer.written();
    if (!S.wrote_before || !report.written.empty() || !report.removed.empty()) writer.save_digests(digest_file);
    S.for_each_file([](OutFile& f) {
        f.emitted = false;
        f.on_disk = true;
    });
    S.wrote_before = true;
    phase("write");

    std::set<std::string> modules;
    for (const auto& [pkg, mod] : ctx.enabled) modules.insert(mod.module);
    if (ids_emitted || crate_changed || !report.removed.empty()) {
        // The header as just written (the writer replaced it atomically, or found it equal).
        auto problems = verify_output(paths_, {modules.begin(), modules.end()}, table.size(), S.ids_h.content.get());
        if (!problems.empty()) {
            std::string msg = "Verification FAILED:";
            for (const auto& p : problems) msg += "\n  - " + p;
            throw GeneratorError(msg);
        }
    }
    phase("verify");
    report.modules = modules.size();
    report.classes = bound_classes.size();
    report.structs = bound_structs.size();
    report.enums = bound_enums.size();
    report.functions = table.size();
    S.table = std::move(table);
    S.everything = everything.value();
    S.has_output = true;
    S.report = report;
    return report;
}

} // namespace rusteal::generators

// One run of CodeGenerator, in its phases. Each phase is a method of Run and states what it takes
// from the phases before it and what it leaves for the ones after; run() calls them in order.
// Nothing reaches the disk before write(); a phase that throws leaves the previous output as it
// was (guarded_run() then forgets the state, so the next run derives everything again).
#include "generators/code_generator.hpp"
#include "generators/code_generator_state.hpp"
#include "generators/cpp_wrapper_emitter.hpp"
#include "generators/function_table.hpp"
#include "generators/load_reflection.hpp"
#include "generators/naming.hpp"
#include "generators/rust_emitter.hpp"
#include "generators/table_emitters.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <type_traits>
#include <unordered_set>

namespace rusteal::generators {
namespace fs = std::filesystem;
using namespace codegen;

struct CodeGenerator::Run {
    CodeGenerator& gen;
    State& S;
    const ReflectionModel& model;
    const std::set<std::string>* changed_classes;
    GenerationReport report;
    std::chrono::steady_clock::time_point phase_start = std::chrono::steady_clock::now();

    // context()
    std::uint64_t global = 0;
    std::uint64_t run_no = 0;
    const LibraryContext* ctx = nullptr;
    std::vector<fs::path> gone; // files earlier runs made that may not be made any more
    // hash()
    std::vector<ClassEntry*> class_entries;   // parallel to model.classes
    std::vector<StructEntry*> struct_entries; // parallel to model.structs
    std::vector<EnumEntry*> enum_entries;     // parallel to model.enums
    Digest everything;
    fs::path digest_file;
    // bind()
    std::vector<ClassEntry*> bound_classes; // input order
    std::vector<StructEntry*> bound_structs;
    std::vector<EnumEntry*> bound_enums;
    // build_table()
    std::vector<ClassEntry*> callable; // (module, class) order
    std::vector<FunctionTableEntry> table;
    Digest ids;
    // emit(), id_files()
    bool crate_changed = false;
    bool ids_emitted = false;

    Run(CodeGenerator& g, const ReflectionModel& m, const std::set<std::string>* changed)
        : gen(g), S(*g.state_), model(m), changed_classes(changed) {}

    // Closes the phase that ran since the previous call, under `name`, in report.phase_ms.
    void phase(const char* name) {
        auto now = std::chrono::steady_clock::now();
        report.phase_ms.emplace_back(name, std::chrono::duration<double, std::milli>(now - phase_start).count());
        phase_start = now;
    }

    void context(const RustealConfig& config);
    std::optional<GenerationReport> hash();
    void bind();
    void build_table();
    void emit();
    void id_files();
    void write();
    void verify();
    GenerationReport finish();

private:
    GenerationReport previous_output();
};

// Takes: the model and configuration. Leaves: `global` (the type names and the configuration's
// key), S.ctx, and this run's number. When `global` changed, everything derived is forgotten and
// every file the previous output had is in `gone`.
void CodeGenerator::Run::context(const RustealConfig& config) {
    auto fresh = make_library_context(config, model, gen.paths_.plugin_name);
    global = global_key(model, fresh);
    if (global != S.global) {
        S.ctx = std::move(fresh); // the bindings point into it: replaced only with everything else
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
    ctx = &*S.ctx;
    run_no = ++S.run;
    phase("context");
}

// Takes: context(). Leaves: an entry per record (class_entries, ...) with its record's hash (with
// `changed_classes`, the other classes keep the previous run's), `everything` (the fingerprint of
// all inputs), the files of types that are gone in `gone`. Returns the report when the inputs are
// the previous successful run's: its output stands and no other phase runs.
std::optional<GenerationReport> CodeGenerator::Run::hash() {
    class_entries.resize(model.classes.size());
    struct_entries.resize(model.structs.size());
    enum_entries.resize(model.enums.size());
    everything.num(global);
    std::vector<std::size_t> to_hash;
    for (std::size_t i = 0; i < model.classes.size(); ++i) {
        const auto& c = model.classes[i];
        auto [it, fresh] = S.classes.try_emplace(c.name);
        auto& e = it->second;
        if (!fresh && e.run == run_no) check_unique_names(model); // two records of one name: says which
        const bool known = !fresh && e.run + 1 == run_no;
        if (!changed_classes || !known || changed_classes->count(c.name)) to_hash.push_back(i);
        e.run = run_no;
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
    auto hash_all = [&](const auto& records, auto& entries, auto& out, auto&& hash_one) {
        for (std::size_t i = 0; i < records.size(); ++i) {
            auto& e = entries[records[i].name];
            if (e.run == run_no) check_unique_names(model); // two records of one name: says which
            e.record_hash = hash_one(records[i]);
            e.run = run_no;
            out[i] = &e;
            everything.add(records[i].name).num(e.record_hash);
        }
    };
    hash_all(model.structs, S.structs, struct_entries, hash_struct);
    hash_all(model.enums, S.enums, enum_entries, hash_enum);
    // Types that are gone take their files with them.
    auto drop_gone = [&](auto& entries) {
        for (auto it = entries.begin(); it != entries.end();) {
            if (it->second.run == run_no) {
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
    const bool same_inputs = S.has_output && everything.value() == S.everything && gone.empty();
    digest_file = gen.paths_.state_dir / utf8_path("codegen-" + gen.library_name() + ".digests");
    if (S.wrote_before && !S.writer->digests_intact(digest_file)) {
        if (same_inputs) return gen.reissue();
        S.wrote_before = false;
    }
    if (same_inputs) return previous_output();
    phase("hash");
    return std::nullopt;
}

// The same records and configuration as the last successful run: its output is this run's, kept
// without emitting or touching it (the .uplugin, the user's file, is checked).
GenerationReport CodeGenerator::Run::previous_output() {
    GenerationReport same = S.report;
    same.files_emitted = 0;
    same.files_reused = 0;
    S.for_each_file([&](OutFile&) { ++same.files_reused; });
    same.removed.clear();
    same.phase_ms = std::move(report.phase_ms);
    const auto start = std::chrono::steady_clock::now();
    auto uplugin = gen.uplugin_update();
    S.writer->begin_run();
    if (uplugin) S.writer->write(gen.paths_.uplugin, *uplugin);
    same.written = S.writer->written();
    same.phase_ms.emplace_back("write", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    return same;
}

// Takes: hash(). Leaves: every entry whose key (its record's hash, the type names, the
// configuration, and for a class the hashes of the interfaces it implements) changed bound afresh
// (`rebound`), the bindings of the others pointed at this run's records, and the bound types in
// bound_classes/bound_structs/bound_enums, in input order.
void CodeGenerator::Run::bind() {
    std::optional<Binder> binder;
    auto binder_for = [&]() -> const Binder& {
        if (!binder) binder.emplace(model, *ctx);
        return *binder;
    };
    auto class_record = [&](std::string_view name) -> const ClassInfo* {
        auto it = S.classes.find(name);
        return it == S.classes.end() || it->second.run != run_no ? nullptr : &model.classes[it->second.index];
    };
    for (std::size_t i = 0; i < model.classes.size(); ++i) {
        const auto& c = model.classes[i];
        auto& e = *class_entries[i];
        Digest key;
        key.num(global).num(e.record_hash);
        for (const auto& iface : c.interfaces) {
            if (iface.size() < 2 || iface[0] != 'I') continue;
            auto it = S.classes.find(std::string_view(iface).substr(1));
            if (it != S.classes.end() && it->second.run == run_no) key.add(iface).num(it->second.record_hash);
        }
        e.rebound = e.key != key.value();
        if (e.rebound) {
            e.key = key.value();
            std::vector<Skipped> skipped;
            e.take(binder_for().bind_class(c, skipped), skipped, e.bc, c);
            e.funcs.clear();
            e.own_functions_only = true;
            for (const auto& f : e.bc.funcs) {
                e.funcs.push_back({f.declared_in->name, static_cast<std::uint32_t>(f.info - f.declared_in->funcs.data())});
                e.own_functions_only = e.own_functions_only && f.declared_in == &c;
            }
            e.pointed_at = {&c, c.props.data(), c.funcs.data()};
        } else if (e.bound && !e.points_at(c)) {
            e.refresh(e.bc, c, *ctx);
            for (std::size_t k = 0; k < e.funcs.size(); ++k) {
                const auto* declaring = e.funcs[k].declared_in == c.name ? &c : class_record(e.funcs[k].declared_in);
                e.bc.funcs[k].declared_in = declaring;
                e.bc.funcs[k].info = &declaring->funcs[e.funcs[k].index];
            }
            e.pointed_at = {&c, c.props.data(), c.funcs.data()};
        }
        if (e.bound) bound_classes.push_back(&e);
    }
    for (std::size_t i = 0; i < model.structs.size(); ++i) {
        const auto& st = model.structs[i];
        auto& e = *struct_entries[i];
        const auto key = Digest().num(global).num(e.record_hash).value();
        e.rebound = e.key != key;
        if (e.rebound) {
            e.key = key;
            std::vector<Skipped> skipped;
            e.take(binder_for().bind_struct(st, skipped), skipped, e.bs, st);
        } else if (e.bound && (e.bs.info != &st || e.props_at != st.props.data())) {
            e.refresh(e.bs, st, *ctx);
        }
        e.props_at = st.props.data();
        if (e.bound) bound_structs.push_back(&e);
    }
    for (std::size_t i = 0; i < model.enums.size(); ++i) {
        auto& e = *enum_entries[i];
        if (e.be.info != &model.enums[i]) {
            const auto* module = ctx->module_of(model.enums[i].package);
            e.bound = module != nullptr;
            e.be = {&model.enums[i], module};
        }
        if (e.bound) bound_enums.push_back(&e);
    }
    phase("bind");
}

// Takes: bind(). Leaves: `callable` (the classes with a wrapper, in (module, class) order; the
// wrappers of the others in `gone`), `table` (the function table in (module, class, function)
// order: rows of unchanged classes moved over from S.table, those of rebound classes made afresh)
// and `ids` (the fingerprint of every row's names: what the id files are made from).
void CodeGenerator::Run::build_table() {
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
    table.reserve(function_count);
    const auto prefix = ctx->symbol_prefix();
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
}

// Takes: build_table(). Leaves: in memory (OutFile::set), on a few threads, every file whose key
// changed: a class's wrapper by the class's key; the Rust files of classes, structs and enums by
// their own key and what their module references; the crate's files (lib.rs, the module files)
// when a module or what it references changed (`crate_changed`); the manual files once.
void CodeGenerator::Run::emit() {
    const auto& paths = gen.paths_;
    std::vector<std::function<void()>> tasks;
    std::optional<CppTypeNames> names;
    for (auto* e : callable) {
        if (e->wrapper.key == e->key) continue;
        if (!names) names.emplace(model);
        tasks.push_back([&, e] {
            std::vector<const FunctionTableEntry*> entries;
            for (std::size_t k = 0; k < e->table_count; ++k) entries.push_back(&table[e->table_begin + k]);
            auto name = wrapper_file_name(e->bc.module->module, e->bc.info->name);
            auto file = emit_cpp_wrapper_file(*names, name, entries, ctx->symbol_prefix());
            e->wrapper.set(paths.cpp_dir / utf8_path(name), std::move(file.content), e->key);
        });
    }
    BoundTypes types;
    for (auto* e : bound_classes) types.classes.push_back(&e->bc);
    for (auto* e : bound_structs) types.structs.push_back(&e->bs);
    for (auto* e : bound_enums) types.enums.push_back(&e->be);
    RustEmitter rust(std::move(types), *ctx, table, RustModuleIndex{});
    RustModuleIndex index;
    for (const auto& [pkg, mod] : ctx->enabled) index.deps[mod.module];
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
    crate_changed = crate.value() != S.crate_key;
    if (crate_changed) index.types = rust.index_modules().types;
    rust.set_module_index(std::move(index));
    if (crate_changed) {
        S.crate_files.clear();
        for (auto& f : rust.crate_files()) {
            S.crate_files.emplace_back();
            S.crate_files.back().set(paths.bindings_dir / utf8_path(f.name), std::move(f.content), crate.value());
        }
        S.crate_key = crate.value();
    }
    if (S.manual_files.empty())
        for (const auto& f : manual_files()) {
            S.manual_files.emplace_back();
            S.manual_files.back().set(paths.bindings_dir / utf8_path(f.name), f.content, 1);
        }
    std::map<std::string, std::uint64_t> module_keys;
    for (const auto& mod : rust.modules()) module_keys[mod] = rust.module_key(mod);
    for (auto* e : bound_classes) {
        const auto key = Digest().num(e->key).num(module_keys[e->bc.module->module]).value();
        if (e->rust.key == key) continue;
        tasks.push_back([&, e, key] {
            auto emitted = rust.class_file(e->bc);
            e->rust.set(paths.bindings_dir / utf8_path(emitted.file.name), std::move(emitted.file.content), key);
            e->rust_skipped = skipped_lines(emitted.skipped);
            e->rust_skipped_count = emitted.skipped.size();
        });
    }
    for (auto* e : bound_structs) {
        const auto key = Digest().num(e->key).num(module_keys[e->bs.module->module]).value();
        if (e->rust.key == key) continue;
        tasks.push_back([&, e, key] {
            auto emitted = rust.struct_file(e->bs);
            e->rust.set(paths.bindings_dir / utf8_path(emitted.file.name), std::move(emitted.file.content), key);
        });
    }
    for (auto* e : bound_enums) {
        const auto key = Digest().num(global).add(e->be.module->module).num(e->record_hash).value();
        if (e->rust.key == key) continue;
        tasks.push_back([&, e, key] {
            auto emitted = rust.enum_file(e->be);
            e->rust.set(paths.bindings_dir / utf8_path(emitted.file.name), std::move(emitted.file.content), key);
        });
    }
    run_tasks(tasks);
    phase("emit");
}

// Takes: build_table(), emit(). Leaves: the id files (func_ids.rs, RustealFuncIds.h,
// RustealFillFuncTable.cpp) made again when `ids` changed (`ids_emitted`): a function added,
// removed or renamed; module_deps.txt with the configuration; the engine plugins the .uplugin
// needs; the listing of what the binder and the Rust emitter left out (report.skipped).
void CodeGenerator::Run::id_files() {
    const auto& paths = gen.paths_;
    ids_emitted = ids.value() != S.ids_key;
    if (ids_emitted) {
        const auto key = ids.value();
        // Megabytes each at engine scale: built side by side.
        run_tasks({[&] { S.ids_rs.set(paths.bindings_dir / "src" / "func_ids.rs", emit_func_ids_rs(table, S.ids_rs.take_text()), key); },
                   [&] { S.ids_h.set(paths.cpp_dir / "RustealFuncIds.h", emit_func_ids_h(table, S.ids_h.take_text()), key); },
                   [&] {
                       S.fill_cpp.set(paths.cpp_dir / "RustealFillFuncTable.cpp",
                                      emit_fill_func_table_cpp(table, *ctx, S.fill_cpp.take_text()), key);
                   }},
                  table.size() >= 10000 ? 1 : 4);
        S.ids_key = key;
    }
    if (!S.module_deps.key) S.module_deps.set(paths.cpp_dir / "module_deps.txt", emit_module_deps(*ctx), global);
    S.engine_plugins.clear();
    for (const auto& [pkg, mod] : ctx->enabled)
        if (mod.plugin) S.engine_plugins.push_back(*mod.plugin);
    std::string listing = "# Members left out of the bindings, and why. Generated by rusteal; do not edit.\n";
    std::size_t count = 0;
    for (const auto* e : class_entries) listing += e->skipped, count += e->skipped_count;
    for (const auto* e : struct_entries) listing += e->skipped, count += e->skipped_count;
    for (const auto* e : bound_classes) listing += e->rust_skipped, count += e->rust_skipped_count;
    report.skipped = count;
    report.skipped_report = paths.state_dir / utf8_path("codegen-" + gen.library_name() + ".skipped.txt");
    if (!S.skipped_listing.key || content_digest(listing) != S.skipped_listing.digest)
        S.skipped_listing.set(report.skipped_report, std::move(listing), 1);
    phase("id files");
}

// Takes: every file in memory. Does: writes what was made (all of it when this state never reached
// the disk: a new process knows the files by their digests) and the .uplugin when it lacks an
// engine plugin; removes what is stale (by scanning the output folders when this state never wrote,
// else the files in `gone` that no entry makes any more); saves the digests. Leaves: report's
// written, removed, files_emitted and files_reused; every file marked as on disk.
void CodeGenerator::Run::write() {
    const auto& paths = gen.paths_;
    if (!S.writer) S.writer.emplace(std::vector<fs::path>{paths.bindings_dir, paths.cpp_dir, paths.uplugin, paths.state_dir});
    auto& writer = *S.writer;
    if (!S.digests_loaded) {
        writer.load_digests(digest_file);
        S.digests_loaded = true;
    }
    auto uplugin = gen.uplugin_update();
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
    if (uplugin) writer.write(paths.uplugin, *uplugin);
    if (!S.wrote_before) {
        report.removed = writer.remove_stale(
            paths.cpp_dir,
            [](const fs::path& p) {
                auto n = p.filename().string();
                return n.rfind("RustealFunc_", 0) == 0 && p.extension() == ".cpp";
            },
            false);
        // The bindings crate's Rust files are all generated; a stale one (a class or a module that is
        // gone) is removed, and its folder with it once empty. A file without the generated header
        // that this writer never wrote is someone's own and stays.
        auto removed_rust = writer.remove_stale(
            paths.bindings_dir / "src",
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
}

// Takes: write(). Does: when the id files or the crate's files changed or a file was removed,
// checks the output as the reference's verify_output does, against the id header just written;
// throws GeneratorError listing every problem.
void CodeGenerator::Run::verify() {
    if (ids_emitted || crate_changed || !report.removed.empty()) {
        std::set<std::string> modules;
        for (const auto& [pkg, mod] : ctx->enabled) modules.insert(mod.module);
        auto problems = verify_output(gen.paths_, {modules.begin(), modules.end()}, table.size(), S.ids_h.content.get());
        if (!problems.empty()) {
            std::string msg = "Verification FAILED:";
            for (const auto& p : problems) msg += "\n  - " + p;
            throw GeneratorError(msg);
        }
    }
    phase("verify");
}

// Takes: every phase. Leaves: the counts in the report, the table kept for the next run, the run
// recorded as the last successful one.
GenerationReport CodeGenerator::Run::finish() {
    std::set<std::string> modules;
    for (const auto& [pkg, mod] : ctx->enabled) modules.insert(mod.module);
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

GenerationReport CodeGenerator::run(const ReflectionModel& model, const RustealConfig& config,
                                    const std::set<std::string>* changed_classes) {
    Run r(*this, model, changed_classes);
    r.context(config);
    if (auto unchanged = r.hash()) return std::move(*unchanged);
    r.bind();
    r.build_table();
    r.emit();
    r.id_files();
    r.write();
    r.verify();
    return r.finish();
}

} // namespace rusteal::generators

#include "generators/code_generator.hpp"
#include "generators/rust_emitter.hpp"

#include "generators/cpp_wrapper_emitter.hpp"
#include "generators/function_table.hpp"
#include "generators/json_location.hpp"
#include "generators/load_reflection.hpp"
#include "generators/table_emitters.hpp"

#include <boost/json.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <unordered_set>

namespace rusteal::generators {
namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

// Order-sensitive hash combination over FNV-1a digests.
struct Hasher {
    std::uint64_t h = 1469598103934665603ULL;
    Hasher& add(std::string_view s) {
        for (unsigned char c : s) {
            h ^= c;
            h *= 1099511628211ULL;
        }
        h ^= 0xff; // field separator
        h *= 1099511628211ULL;
        return *this;
    }
    Hasher& num(std::uint64_t v) { return add(std::string_view(reinterpret_cast<const char*>(&v), sizeof v)); }
    Hasher& opt(const std::optional<std::string>& s) { return s ? add(*s).num(1) : num(0); }
};

void hash_property(Hasher& h, const PropertyInfo& p) {
    h.add(p.name).add(p.type).num(p.prop_flags).num(p.array_dim).opt(p.enum_name).opt(p.enum_cpp_name)
        .opt(p.enum_underlying_type).num(p.enum_cpp_form.value_or(99)).opt(p.class_name).opt(p.meta_class_name)
        .opt(p.struct_name).opt(p.interface_name).opt(p.default_value);
    for (const auto* inner : {p.inner_prop.get(), p.key_prop.get(), p.value_prop.get(), p.element_prop.get()}) {
        h.num(inner ? 1 : 0);
        if (inner) hash_property(h, *inner);
    }
}

void hash_function(Hasher& h, const FunctionInfo& f) {
    h.add(f.name).num(f.func_flags).num(f.is_static ? 1 : 0).num(f.params.size());
    for (const auto& p : f.params) hash_property(h, p);
}

// What every wrapper may depend on besides its own class: the names, headers and forms of all
// types, and the library's configuration.
std::uint64_t global_key(const ReflectionModel& m, const LibraryContext& ctx) {
    Hasher h;
    for (const auto& c : m.classes) h.add(c.name).add(c.cpp_name).add(c.header).num(c.header_public ? 1 : 0).add(c.package);
    for (const auto& s : m.structs) h.add(s.name).add(s.cpp_name).add(s.header).num(s.has_static_struct ? 1 : 0).add(s.package);
    for (const auto& e : m.enums) h.add(e.name).add(e.cpp_name).num(e.cpp_form).add(e.underlying_type).add(e.package);
    h.add(ctx.symbol_prefix()).num(ctx.editor() ? 1 : 0);
    for (const auto& [pkg, mod] : ctx.enabled) h.add(pkg).add(mod.module).add(mod.feature);
    for (const auto& c : ctx.blocked_classes) h.add(c);
    for (const auto& s : ctx.config.blocked_structs) h.add(s);
    for (const auto& [c, f] : ctx.config.blocked_functions) h.add(c).add(f);
    return h.h;
}

std::shared_ptr<const std::string> text(std::string s) { return std::make_shared<const std::string>(std::move(s)); }

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void pretty(const json::value& v, std::string& out, int depth) {
    auto indent = [&](int d) { out.append(static_cast<std::size_t>(d), '\t'); };
    if (v.is_object()) {
        const auto& o = v.get_object();
        if (o.empty()) {
            out += "{}";
            return;
        }
        out += "{\n";
        std::size_t i = 0;
        for (const auto& [k, val] : o) {
            indent(depth + 1);
            out += json::serialize(json::value(k)) + ": ";
            pretty(val, out, depth + 1);
            out += ++i < o.size() ? ",\n" : "\n";
        }
        indent(depth);
        out += "}";
    } else if (v.is_array()) {
        const auto& a = v.get_array();
        if (a.empty()) {
            out += "[]";
            return;
        }
        out += "[\n";
        for (std::size_t i = 0; i < a.size(); ++i) {
            indent(depth + 1);
            pretty(a[i], out, depth + 1);
            out += i + 1 < a.size() ? ",\n" : "\n";
        }
        indent(depth);
        out += "]";
    } else {
        out += json::serialize(v);
    }
}

} // namespace

LibraryPaths game_library_paths(const fs::path& root) {
    return {"",
            root / "Intermediate" / "Rusteal" / "uht",
            root / "rusteal.toml",
            root / "Rust" / "bindings",
            root / "Plugins" / "Rusteal" / "Source" / "Rusteal" / "Generated",
            root / "Plugins" / "Rusteal" / "Rusteal.uplugin",
            root / "Intermediate" / "Rusteal"};
}

LibraryPaths plugin_library_paths(const fs::path& root, const std::string& plugin) {
    auto dir = root / "Plugins" / plugin;
    return {plugin,
            root / "Intermediate" / "Rusteal" / "uht",
            dir / "rusteal.toml",
            dir / "Rust" / "bindings",
            dir / "Source" / plugin / "Generated",
            dir / (plugin + ".uplugin"),
            root / "Intermediate" / "Rusteal"};
}

std::optional<std::string> add_uplugin_dependencies(const std::string& text, const std::vector<std::string>& plugins,
                                                    const std::string& origin) {
    auto doc = parse_json_document(text, origin);
    if (!doc.is_object()) throw GeneratorError(origin + ": a .uplugin must be a JSON object");
    auto& obj = doc.get_object();
    if (!obj.contains("Plugins")) obj["Plugins"] = json::array();
    if (!obj["Plugins"].is_array()) throw GeneratorError(origin + ": 'Plugins' must be an array");
    auto& list = obj["Plugins"].get_array();
    std::set<std::string> present;
    for (const auto& p : list)
        if (p.is_object())
            if (const auto* n = p.get_object().if_contains("Name"); n && n->is_string()) present.emplace(n->get_string());
    bool added = false;
    for (const auto& name : plugins) {
        if (present.count(name)) continue;
        list.push_back(json::object{{"Name", name}, {"Enabled", true}});
        present.insert(name);
        added = true;
    }
    if (!added) return std::nullopt;
    std::string out;
    pretty(doc, out, 0);
    return out + "\n";
}

std::vector<std::string> verify_output(const LibraryPaths& paths, const std::vector<std::string>& enabled_rust_modules,
                                       std::size_t expected_functions) {
    std::vector<std::string> problems;
    auto non_empty = [&](const fs::path& p) {
        std::error_code ec;
        if (!fs::exists(p, ec)) problems.push_back(p.string() + " is missing");
        else if (fs::file_size(p, ec) == 0) problems.push_back(p.string() + " is empty");
    };
    non_empty(paths.bindings_dir / "src" / "func_ids.rs");
    non_empty(paths.bindings_dir / "src" / "lib.rs");
    for (const auto& m : enabled_rust_modules) non_empty(paths.bindings_dir / "src" / m / "mod.rs");
    non_empty(paths.cpp_dir / "RustealFuncIds.h");
    non_empty(paths.cpp_dir / "RustealFillFuncTable.cpp");
    if (!problems.empty()) return problems;
    // Ids run 0..N-1 with no gap, in the header the engine compiles.
    auto header = read_text(paths.cpp_dir / "RustealFuncIds.h");
    std::string_view text(header);
    constexpr std::string_view kDecl = "constexpr uint32_t ";
    std::size_t expected_id = 0;
    for (auto pos = text.find(kDecl); pos != std::string_view::npos; pos = text.find(kDecl, pos + 1)) {
        auto line = text.substr(pos + kDecl.size(), text.find(';', pos) - pos - kDecl.size());
        auto eq = line.find(" = ");
        if (eq == std::string_view::npos) continue;
        std::string name(line.substr(0, eq));
        std::string value(line.substr(eq + 3));
        if (name == "FUNC_COUNT") {
            if (value != std::to_string(expected_id))
                problems.push_back("FUNC_COUNT is " + value + " but " + std::to_string(expected_id) + " ids precede it");
            continue;
        }
        if (value != std::to_string(expected_id)) {
            problems.push_back("function ids have a gap: " + name + " is " + value + ", expected " + std::to_string(expected_id));
            break;
        }
        ++expected_id;
    }
    if (problems.empty() && expected_id != expected_functions)
        problems.push_back("RustealFuncIds.h has " + std::to_string(expected_id) + " ids for " +
                           std::to_string(expected_functions) + " functions");
    return problems;
}

CodeGenerator::CodeGenerator(LibraryPaths paths) : paths_(std::move(paths)) {}

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
    for (auto file : {kClassesFile, kStructsFile, kEnumsFile}) stamps.push_back(stamp_of(paths_.uht_dir / file));
    stamps.push_back(stamp_of(paths_.config_file));
    if (inputs_ && inputs_->stamps == stamps && last_output_) {
        // Nothing changed since the last successful run: its output is what this run would
        // produce. Re-issue it through the writer, which restores a generated file someone
        // edited or deleted and touches nothing else.
        GenerationReport report = last_output_->report;
        report.files_emitted = 0;
        report.files_reused = last_output_->files.size();
        report.phase_ms.clear();
        report.written = write_files(last_output_->files, last_output_->engine_plugins, true, report);
        return report;
    }
    inputs_.reset(); // a parse error must not leave a stale model behind
    last_output_.reset();
    auto model = load_reflection(paths_.uht_dir);
    auto config = load_config(paths_.config_file);
    inputs_ = Inputs{std::move(stamps), std::move(model), std::move(config)};
    return generate(inputs_->model, inputs_->config);
}

GenerationReport CodeGenerator::generate(const ReflectionModel& model, const RustealConfig& config,
                                         const std::set<std::string>* changed_classes) {
    GenerationReport report;
    auto phase_start = std::chrono::steady_clock::now();
    auto phase = [&](const char* name) {
        auto now = std::chrono::steady_clock::now();
        report.phase_ms.emplace_back(name, std::chrono::duration<double, std::milli>(now - phase_start).count());
        phase_start = now;
    };
    check_unique_names(model); // the per-class caches are keyed by name
    auto ctx = make_library_context(config, model, paths_.plugin_name);
    const auto global = global_key(model, ctx);
    Binder binder(model, ctx);
    phase("context");

    // Bind: a class whose record, interfaces and surroundings did not change since the previous
    // run takes its previous binding. With `changed_classes`, only those records are hashed.
    std::map<std::string, std::uint64_t> record_hash;
    for (const auto& c : model.classes) {
        auto cached = class_cache_.find(c.name);
        if (changed_classes && !changed_classes->count(c.name) && cached != class_cache_.end()) {
            record_hash[c.name] = cached->second.record_hash;
            continue;
        }
        Hasher h;
        h.add(c.name).add(c.cpp_name).add(c.package).add(c.header).num(c.header_public ? 1 : 0).opt(c.super);
        for (const auto& i : c.interfaces) h.add(i);
        for (const auto& p : c.props) hash_property(h, p);
        for (const auto& f : c.funcs) hash_function(h, f);
        record_hash[c.name] = h.h;
    }
    // Nothing changed since this generator's previous run (same configuration and type names,
    // same records): that run's output is this run's. Keep it without emitting or touching it.
    Hasher everything;
    everything.num(global);
    for (const auto& c : model.classes) everything.add(c.name).num(record_hash[c.name]);
    for (const auto& st : model.structs) {
        everything.add(st.name).add(st.cpp_name).add(st.package).add(st.header).num(st.struct_flags).opt(st.super);
        for (const auto& p : st.props) hash_property(everything, p);
    }
    for (const auto& e : model.enums)
        for (const auto& [n, v] : e.pairs) everything.add(n).num(static_cast<std::uint64_t>(v));
    if (last_output_ && last_inputs_key_ == everything.h) {
        GenerationReport same = last_output_->report;
        same.files_emitted = 0;
        same.files_reused = last_output_->files.size();
        same.phase_ms = std::move(report.phase_ms);
        phase_start = std::chrono::steady_clock::now();
        same.written = write_files(last_output_->files, last_output_->engine_plugins, false, same);
        return same;
    }
    BoundModel bound;
    std::map<std::string, ClassState> next_classes;
    std::map<std::string, std::uint64_t> class_keys;
    for (const auto& c : model.classes) {
        Hasher key;
        key.num(global).num(record_hash[c.name]);
        for (const auto* iface : binder.bound_interfaces(c)) key.num(record_hash[iface->name]);
        class_keys[c.name] = key.h;
        auto cached = class_cache_.find(c.name);
        ClassState state;
        if (cached != class_cache_.end() && cached->second.key == key.h) {
            state = std::move(cached->second);
        } else {
            state.record_hash = record_hash[c.name];
            state.key = key.h;
            auto fresh = binder.bind_class(c, state.skipped);
            state.bound = fresh.has_value();
            if (fresh) {
                for (const auto* p : fresh->props) state.props.push_back(static_cast<std::uint32_t>(p - c.props.data()));
                for (const auto& f : fresh->funcs)
                    state.funcs.push_back({f.declared_in->name, static_cast<std::uint32_t>(f.info - f.declared_in->funcs.data()),
                                           f.name, f.via_interface});
            }
        }
        bound.skipped.insert(bound.skipped.end(), state.skipped.begin(), state.skipped.end());
        if (state.bound) {
            BoundClass bc{&c, ctx.module_of(c.package), {}, {}};
            for (auto i : state.props) bc.props.push_back(&c.props[i]);
            for (const auto& f : state.funcs) {
                const auto* declaring = f.declared_in == c.name ? &c : binder.class_named(f.declared_in);
                const auto* info = &declaring->funcs[f.index];
                bc.funcs.push_back({info, f.name, info->name, f.via, declaring});
            }
            bound.classes.push_back(std::move(bc));
        }
        next_classes.emplace(c.name, std::move(state));
    }
    for (const auto& st : model.structs)
        if (auto b = binder.bind_struct(st, bound.skipped)) bound.structs.push_back(std::move(*b));
    for (const auto& e : model.enums)
        if (const auto* module = ctx.module_of(e.package)) bound.enums.push_back({&e, module});
    phase("bind");
    auto table = build_function_table(bound, ctx);
    phase("table");

    // 1. Everything in memory; the disk is not touched until all of it succeeded.
    std::vector<PendingFile> files;
    CppTypeNames names(model);
    std::map<std::string, CachedFile> next_cache;
    for (const auto& [name, entries] : group_wrapper_files(table)) {
        // A wrapper file is made from its class alone (and what its class key covers).
        const auto key = class_keys[entries.front()->cls->info->name];
        auto cached = wrapper_cache_.find(name);
        bool reused = cached != wrapper_cache_.end() && cached->second.key == key;
        if (reused) {
            ++report.files_reused;
            next_cache.emplace(name, std::move(cached->second));
        } else {
            ++report.files_emitted;
            auto content = std::make_shared<const std::string>(emit_cpp_wrapper_file(names, name, entries).content);
            auto digest = content_digest(*content);
            next_cache.emplace(name, CachedFile{key, std::move(content), digest});
        }
        const auto& cached_file = next_cache.at(name);
        files.push_back({paths_.cpp_dir / name, cached_file.content, cached_file.digest, reused});
    }
    phase("wrappers");
    // The Rust side: crate files every run (small), class files by class like the wrappers (their
    // `use` lines also depend on what their module references, so that is in the key), structs and
    // enums every run.
    RustEmitter rust(model, bound, ctx, table);
    for (auto& f : rust.crate_files()) {
        files.push_back({paths_.bindings_dir / f.name, text(std::move(f.content)), std::nullopt});
        ++report.files_emitted;
    }
    for (const auto& f : manual_files()) {
        files.push_back({paths_.bindings_dir / f.name, text(f.content), std::nullopt});
        ++report.files_emitted;
    }
    std::map<std::string, CachedRustFile> next_rust;
    std::map<std::string, std::uint64_t> module_keys;
    auto module_key = [&](const std::string& module) {
        auto& mk = module_keys[module];
        if (mk == 0) mk = rust.module_key(module);
        return mk;
    };
    for (const auto& bc : bound.classes) {
        Hasher key;
        key.num(class_keys[bc.info->name]).num(module_key(bc.module->module)).add("rust");
        auto cached = rust_class_cache_.find(bc.info->name);
        bool reused = cached != rust_class_cache_.end() && cached->second.file.key == key.h;
        if (reused) {
            ++report.files_reused;
            next_rust.emplace(bc.info->name, std::move(cached->second));
        } else {
            ++report.files_emitted;
            auto emitted = rust.class_file(bc);
            auto content = text(std::move(emitted.file.content));
            auto digest = content_digest(*content);
            next_rust.emplace(bc.info->name, CachedRustFile{CachedFile{key.h, std::move(content), digest}, std::move(emitted.skipped), {}});
        }
        const auto& entry = next_rust.at(bc.info->name);
        bound.skipped.insert(bound.skipped.end(), entry.skipped.begin(), entry.skipped.end());
        files.push_back({paths_.bindings_dir / rust.class_file_name(bc), entry.file.content, entry.file.digest, reused});
    }
    // Struct and enum files by their record, the surroundings and their module's references.
    std::map<std::string, CachedRustFile> next_types;
    auto type_file = [&](const std::string& cache_name, std::uint64_t key, auto&& emit) {
        auto cached = rust_type_cache_.find(cache_name);
        bool reused = cached != rust_type_cache_.end() && cached->second.file.key == key;
        if (reused) {
            ++report.files_reused;
            next_types.emplace(cache_name, std::move(cached->second));
        } else {
            ++report.files_emitted;
            RustTypeFile emitted = emit();
            auto content = text(std::move(emitted.file.content));
            auto digest = content_digest(*content);
            next_types.emplace(cache_name, CachedRustFile{CachedFile{key, std::move(content), digest}, {},
                                                          paths_.bindings_dir / emitted.file.name});
        }
        const auto& entry = next_types.at(cache_name);
        files.push_back({entry.path, entry.file.content, entry.file.digest, reused});
    };
    for (const auto& bs : bound.structs) {
        Hasher key;
        key.num(global).num(module_key(bs.module->module)).add(bs.info->name).add(bs.info->cpp_name);
        for (const auto* p : bs.props) hash_property(key, *p);
        type_file("s:" + bs.info->name, key.h, [&] { return rust.struct_file(bs); });
    }
    for (const auto& be : bound.enums) {
        Hasher key;
        key.num(global).add(be.module->module).add(be.info->name).add(be.info->cpp_name).add(be.info->underlying_type);
        for (const auto& [n, v] : be.info->pairs) key.add(n).num(static_cast<std::uint64_t>(v));
        type_file("e:" + be.info->name, key.h, [&] { return rust.enum_file(be); });
    }
    phase("rust");
    files.push_back({paths_.cpp_dir / "RustealFuncIds.h", text(emit_func_ids_h(table)), std::nullopt});
    files.push_back({paths_.cpp_dir / "RustealFillFuncTable.cpp", text(emit_fill_func_table_cpp(table, ctx)), std::nullopt});
    files.push_back({paths_.cpp_dir / "module_deps.txt", text(emit_module_deps(ctx)), std::nullopt});
    files.push_back({paths_.bindings_dir / "src" / "func_ids.rs", text(emit_func_ids_rs(table)), std::nullopt});
    report.files_emitted += 4;
    std::vector<std::string> engine_plugins;
    for (const auto& [pkg, mod] : ctx.enabled)
        if (mod.plugin) engine_plugins.push_back(*mod.plugin);
    {
        std::string listing = "# Members left out of the bindings, and why. Generated by rusteal; do not edit.\n";
        for (const auto& sk : bound.skipped) listing.append(sk.what).append(": ").append(sk.reason).append("\n");
        report.skipped_report = paths_.state_dir / ("codegen-" + library_name() + ".skipped.txt");
        files.push_back({report.skipped_report, text(std::move(listing)), std::nullopt});
        ++report.files_emitted;
    }
    phase("id files");

    // 2. Write what changed, remove what is stale, remember the digests. Every file's digest is
    // computed once here and kept with it, so a run with unchanged inputs hashes nothing.
    for (auto& f : files)
        if (!f.digest) f.digest = content_digest(*f.content);
    report.written = write_files(files, engine_plugins, false, report);
    wrapper_cache_ = std::move(next_cache);
    rust_class_cache_ = std::move(next_rust);
    rust_type_cache_ = std::move(next_types);
    class_cache_ = std::move(next_classes);
    phase_start = std::chrono::steady_clock::now();

    std::set<std::string> modules;
    for (const auto& [pkg, mod] : ctx.enabled) modules.insert(mod.module);
    auto problems = verify_output(paths_, {modules.begin(), modules.end()}, table.size());
    phase("verify");
    if (!problems.empty()) {
        std::string msg = "Verification FAILED:";
        for (const auto& p : problems) msg += "\n  - " + p;
        throw GeneratorError(msg);
    }
    report.modules = modules.size();
    report.classes = bound.classes.size();
    report.structs = bound.structs.size();
    report.enums = bound.enums.size();
    report.functions = table.size();
    report.skipped = std::move(bound.skipped);
    for (auto& f : files) f.verified = true; // written or checked just now
    last_output_ = LastOutput{std::move(files), std::move(engine_plugins), report};
    last_inputs_key_ = everything.h;
    return report;
}

std::vector<fs::path> CodeGenerator::write_files(const std::vector<PendingFile>& files,
                                                 const std::vector<std::string>& engine_plugins, bool reissue_all,
                                                 GenerationReport& report) {
    auto phase_start = std::chrono::steady_clock::now();
    if (!writer_)
        writer_.emplace(std::vector<fs::path>{paths_.bindings_dir, paths_.cpp_dir, paths_.uplugin, paths_.state_dir});
    auto digest_file = paths_.state_dir / ("codegen-" + library_name() + ".digests");
    if (!digests_loaded_) {
        writer_->load_digests(digest_file);
        digests_loaded_ = true;
    }
    // The .uplugin is the user's file: read it now, add only what is missing.
    std::optional<std::string> uplugin;
    if (!engine_plugins.empty() && fs::exists(paths_.uplugin))
        uplugin = add_uplugin_dependencies(read_text(paths_.uplugin), engine_plugins, paths_.uplugin.string());
    writer_->begin_run();
    std::vector<OutputWriter::Item> to_write;
    for (const auto& f : files) {
        if (f.verified && !reissue_all) writer_->keep(f.path);
        else to_write.push_back({f.path, *f.content, f.digest});
    }
    writer_->write_many(to_write);
    if (uplugin) writer_->write(paths_.uplugin, *uplugin);
    // Stale files: after a run of this generator, exactly those it produced then and not now;
    // on its first run (a new process), whatever the output folders hold that no run produced.
    std::unordered_set<std::string> produced;
    produced.reserve(files.size());
    for (const auto& f : files) produced.insert(f.path.native());
    if (previous_paths_) {
        std::vector<fs::path> gone;
        for (const auto& p : *previous_paths_)
            if (!produced.count(p)) gone.push_back(p);
        report.removed = writer_->remove_files(gone);
    } else {
        report.removed = writer_->remove_stale(
            paths_.cpp_dir,
            [](const fs::path& p) {
                auto n = p.filename().string();
                return n.rfind("RustealFunc_", 0) == 0 && p.extension() == ".cpp";
            },
            false);
        // The bindings crate's Rust files are all generated; a stale one (a class or a module that is
        // gone) is removed, and its folder with it once empty. A file without the generated header
        // that this writer never wrote is someone's own and stays.
        auto removed_rust = writer_->remove_stale(
            paths_.bindings_dir / "src",
            [this](const fs::path& p) {
                if (p.extension() != ".rs") return false;
                if (writer_->knows(p)) return true;
                std::ifstream in(p);
                std::string first;
                std::getline(in, first);
                return first.rfind(kGeneratedRustPrefix, 0) == 0;
            },
            true);
        report.removed.insert(report.removed.end(), removed_rust.begin(), removed_rust.end());
    }
    previous_paths_ = std::move(produced);
    writer_->save_digests(digest_file);
    report.phase_ms.emplace_back(
        "write", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - phase_start).count());
    return writer_->written();
}

} // namespace rusteal::generators

#include "generators/load_reflection.hpp"

#include "generators/digest.hpp"
#include "generators/json_location.hpp"
#include "generators/json_records.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <cstring>
#include <atomic>
#include <thread>
#include <type_traits>

#include <fstream>
#include <map>
#include <unordered_map>
#include <sstream>

namespace rusteal::generators {
namespace json = boost::json;

namespace {

using namespace json_records;

// Where a record sits: a chain of nodes on the stack, from which the JSON path ("classes[3].funcs[0]")
// and the label ("class 'Actor', function 'GetOwner'") are built only when an error needs them.
struct Where {
    const Where* parent = nullptr;
    std::string_view key;                       // "" when the node is only an index
    std::size_t index = std::string_view::npos; // npos when the node is only a key
    const char* kind = nullptr;                 // "class", "function", "struct", "enum", "property", or none
    const json::value* value = nullptr;         // the record, for its name in the label
    const std::string* file = nullptr;          // on the root

    std::string path() const {
        std::string p = parent ? parent->path() : std::string();
        if (!key.empty()) {
            if (!p.empty()) p += '.';
            p += key;
        }
        if (index != std::string_view::npos) p += "[" + std::to_string(index) + "]";
        return p;
    }
    std::string label() const {
        std::string above = parent ? parent->label() : std::string();
        if (!kind) return above;
        std::optional<std::string> name;
        if (value && value->is_object())
            if (auto* n = value->get_object().if_contains("name"); n && n->is_string()) name = std::string(n->get_string());
        std::string part;
        if (std::string_view(kind) == "property") {
            if (!name) return above;
            part = "property '" + *name + "'";
        } else {
            part = name ? std::string(kind) + " '" + *name + "'" : std::string(kind);
        }
        return above.empty() ? part : above + ", " + part;
    }
    const std::string& file_name() const { return parent ? parent->file_name() : *file; }
};

// Reads one JSON object, naming the file, the JSON path and the record in every error.
class Record {
public:
    Record(const json::value& v, const Where& where) : where_(where) {
        if (!v.is_object()) fail("", "must be an object, not " + std::string(json::to_string(v.kind())));
        obj_ = &v.get_object();
    }

    [[noreturn]] void fail(std::string_view field, const std::string& problem) const {
        auto path = where_.path();
        auto label = where_.label();
        std::string where = where_.file_name() + ": " + (path.empty() ? "(root)" : path);
        if (!label.empty()) where += " (" + label + ")";
        if (field.empty()) throw GeneratorError(where + ": " + problem);
        throw GeneratorError(where + ": field '" + std::string(field) + "' " + problem);
    }

    const json::value* find(std::string_view key) const {
        auto* v = obj_->if_contains(key);
        return v && !v->is_null() ? v : nullptr;
    }

    std::string str(std::string_view key) const {
        auto* v = find(key);
        if (!v) fail(key, "is required (a string)");
        if (!v->is_string()) fail(key, "must be a string");
        return std::string(v->get_string());
    }
    std::optional<std::string> opt_str(std::string_view key) const {
        auto* v = find(key);
        if (!v) return std::nullopt;
        if (!v->is_string()) fail(key, "must be a string or null");
        return std::string(v->get_string());
    }
    std::int64_t integer(std::string_view key, std::optional<std::int64_t> fallback) const {
        auto* v = find(key);
        if (!v) {
            if (fallback) return *fallback;
            fail(key, "is required (an integer)");
        }
        if (v->is_int64()) return v->get_int64();
        if (v->is_uint64()) return static_cast<std::int64_t>(v->get_uint64());
        fail(key, "must be an integer");
    }
    // u32 flags: the exporter sign-extends them, so keep the low 32 bits of whatever arrives.
    std::uint32_t flags32(std::string_view key, bool required) const {
        return static_cast<std::uint32_t>(integer(key, required ? std::nullopt : std::optional<std::int64_t>(0)) &
                                          0xffffffffLL);
    }
    std::uint64_t flags64(std::string_view key) const {
        auto* v = find(key);
        if (!v) fail(key, "is required (an integer)");
        if (v->is_uint64()) return v->get_uint64();
        if (v->is_int64()) return static_cast<std::uint64_t>(v->get_int64());
        fail(key, "must be an integer");
    }
    bool boolean(std::string_view key, bool fallback) const {
        auto* v = find(key);
        if (!v) return fallback;
        if (!v->is_bool()) fail(key, "must be true or false");
        return v->get_bool();
    }
    const json::array* array(std::string_view key) const {
        auto* v = find(key);
        if (!v) return nullptr;
        if (!v->is_array()) fail(key, "must be an array");
        return &v->get_array();
    }
    const Where& where() const { return where_; }

private:
    const Where& where_;
    const json::object* obj_ = nullptr;
};

PropertyInfo read_property(const json::value& v, const Where& where) {
    Record r(v, where);
    PropertyInfo p;
    p.name = r.str("name");
    p.type = r.str("type");
    p.prop_flags = r.flags64("prop_flags");
    auto dim = r.integer("array_dim", 1);
    if (dim < 1 || dim > 0xffffffffLL) r.fail("array_dim", "must be a positive integer");
    p.array_dim = static_cast<std::uint32_t>(dim);
    p.enum_name = r.opt_str("enum_name");
    p.enum_cpp_name = r.opt_str("enum_cpp_name");
    p.enum_underlying_type = r.opt_str("enum_underlying_type");
    if (r.find("enum_cpp_form")) p.enum_cpp_form = static_cast<std::uint32_t>(r.integer("enum_cpp_form", 0));
    p.class_name = r.opt_str("class_name");
    p.meta_class_name = r.opt_str("meta_class_name");
    p.struct_name = r.opt_str("struct_name");
    p.interface_name = r.opt_str("interface_name");
    p.getter = r.opt_str("getter");
    p.setter = r.opt_str("setter");
    p.default_value = r.opt_str("default");
    if (auto* fi = r.find("func_info")) {
        p.has_func_info = true;
        if (fi->is_object()) {
            if (auto* params = fi->get_object().if_contains("params"); params && params->is_array()) {
                std::vector<PropertyInfo> dp;
                const auto& arr = params->get_array();
                dp.reserve(arr.size());
                for (std::size_t i = 0; i < arr.size(); ++i) {
                    Where at{&where, "func_info.params", i};
                    Record pr(arr[i], at);
                    PropertyInfo d;
                    d.name = pr.opt_str("name").value_or("");
                    d.type = pr.str("type");
                    d.class_name = pr.opt_str("class_name");
                    d.struct_name = pr.opt_str("struct_name");
                    d.enum_name = pr.opt_str("enum_name");
                    // Its width: a host lays out the broadcast's parameters by it.
                    d.enum_underlying_type = pr.opt_str("enum_underlying_type");
                    if (pr.find("prop_flags")) d.prop_flags = pr.flags64("prop_flags");
                    dp.push_back(std::move(d));
                }
                p.delegate_params = std::move(dp);
            }
        }
    }
    for (auto [key, slot] : {std::pair{"inner_prop", &p.inner_prop}, std::pair{"key_prop", &p.key_prop},
                             std::pair{"value_prop", &p.value_prop}, std::pair{"element_prop", &p.element_prop}}) {
        if (auto* inner = r.find(key)) {
            Where at{&where, key, std::string_view::npos, "property", inner};
            *slot = std::make_unique<PropertyInfo>(read_property(*inner, at));
        }
    }
    return p;
}

std::vector<PropertyInfo> read_properties(const Record& r, std::string_view key) {
    std::vector<PropertyInfo> out;
    if (auto* arr = r.array(key)) {
        out.reserve(arr->size());
        for (std::size_t i = 0; i < arr->size(); ++i) {
            Where at{&r.where(), key, i, "property", &(*arr)[i]};
            out.push_back(read_property((*arr)[i], at));
        }
    }
    return out;
}

json::value parse_json(std::string_view text, const std::string& file) {
    return parse_json_document(text, file, "; re-export the reflection with the engine build (rusteal build --step 1)");
}

// The fields classes and structs share.
template <typename T>
T read_type_record(const Record& r, const char* flags_field) {
    T t;
    t.name = r.str("name");
    t.cpp_name = r.str("cpp_name");
    t.package = r.str("package");
    t.header = r.opt_str("header").value_or("");
    t.header_public = r.boolean("header_public", true);
    if constexpr (std::is_same_v<T, ClassInfo>) t.class_flags = r.flags32(flags_field, true);
    else t.struct_flags = r.flags32(flags_field, true);
    t.super = r.opt_str("super");
    return t;
}

ClassInfo read_class(const Record& r) {
    auto c = read_type_record<ClassInfo>(r, "class_flags");
    if (auto* ifaces = r.array("interfaces"))
        for (std::size_t k = 0; k < ifaces->size(); ++k) {
            if (!(*ifaces)[k].is_string()) r.fail("interfaces[" + std::to_string(k) + "]", "must be a string");
            c.interfaces.emplace_back((*ifaces)[k].get_string());
        }
    c.props = read_properties(r, "props");
    if (auto* funcs = r.array("funcs")) {
        c.funcs.reserve(funcs->size());
        for (std::size_t k = 0; k < funcs->size(); ++k) {
            Where at{&r.where(), "funcs", k, "function", &(*funcs)[k]};
            Record fr((*funcs)[k], at);
            FunctionInfo f;
            f.name = fr.str("name");
            f.func_flags = fr.flags32("func_flags", true);
            f.is_static = fr.boolean("is_static", false);
            if (!fr.find("params")) fr.fail("params", "is required (an array)");
            f.params = read_properties(fr, "params");
            c.funcs.push_back(std::move(f));
        }
    }
    return c;
}

StructInfo read_struct(const Record& r) {
    auto s = read_type_record<StructInfo>(r, "struct_flags");
    s.has_static_struct = r.boolean("has_static_struct", false);
    s.props = read_properties(r, "props");
    return s;
}

EnumInfo read_enum(const Record& r) {
    static const char* kUnderlying[] = {"uint8", "int8", "uint16", "int16", "uint32", "int32", "uint64", "int64"};
    EnumInfo e;
    e.name = r.str("name");
    e.cpp_name = r.str("cpp_name");
    e.package = r.str("package");
    e.underlying_type = r.opt_str("underlying_type").value_or("uint8");
    if (std::find(std::begin(kUnderlying), std::end(kUnderlying), e.underlying_type) == std::end(kUnderlying))
        r.fail("underlying_type", "must be one of uint8, int8, uint16, int16, uint32, int32, uint64, int64; got '" +
                                      e.underlying_type + "'");
    e.cpp_form = static_cast<std::uint32_t>(r.integer("cpp_form", 2));
    if (e.cpp_form > 2) r.fail("cpp_form", "must be 0 (Regular), 1 (Namespaced) or 2 (EnumClass)");
    auto* pairs = r.array("pairs");
    if (!pairs) r.fail("pairs", "is required (an array of [name, value] pairs)");
    for (std::size_t k = 0; k < pairs->size(); ++k) {
        const auto& pv = (*pairs)[k];
        if (!pv.is_array() || pv.get_array().size() != 2 || !pv.get_array()[0].is_string() ||
            !(pv.get_array()[1].is_int64() || pv.get_array()[1].is_uint64()))
            r.fail("pairs[" + std::to_string(k) + "]", "must be a [\"Name\", integer] pair");
        const auto& pa = pv.get_array();
        std::int64_t value = pa[1].is_int64() ? pa[1].get_int64() : static_cast<std::int64_t>(pa[1].get_uint64());
        e.pairs.emplace_back(std::string(pa[0].get_string()), value);
    }
    return e;
}

// Reads a whole file into `text`, reusing its memory (a loader reads files of tens of megabytes
// again and again).
void read_text(const std::filesystem::path& path, std::string& text) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in)
        throw GeneratorError("cannot read " + path.string() +
                             ": the engine build writes it (rusteal build --step 1); is the exporter enabled?");
    const auto size = static_cast<std::size_t>(in.tellg());
    // Room to grow: a re-export a few bytes longer must not allocate (and fault in) tens of
    // megabytes again.
    if (text.capacity() < size) text.reserve(size + size / 16 + 4096);
    text.resize(size);
    in.seekg(0);
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (!in) throw GeneratorError("cannot read " + path.string());
}

void check_unique(const std::vector<std::string_view>& names, const char* key, const std::string& file) {
    std::unordered_map<std::string_view, std::size_t> seen;
    seen.reserve(names.size());
    for (std::size_t i = 0; i < names.size(); ++i) {
        auto [it, fresh] = seen.emplace(names[i], i);
        if (!fresh)
            throw GeneratorError(file + ": " + key + "[" + std::to_string(i) + "] is named '" + std::string(names[i]) +
                                 "' like " + key + "[" + std::to_string(it->second) +
                                 "]; type names must be unique (re-export the reflection)");
    }
}

std::string file_name(const std::string& origin, std::string_view file) {
    return origin.empty() ? std::string(file) : (utf8_path(origin) / utf8_path(file)).string();
}

// One file's records: which are carried over from the previous load (by the digest of their
// text) and which were parsed now.
template <typename T>
struct FileLoad {
    Split split;                           // empty when the file was read as one document
    std::vector<std::size_t> reused;       // per record: its position in the previous model, or npos
    std::vector<std::optional<T>> parsed;  // per record not reused
};

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

template <typename T, typename Read>
FileLoad<T> load_file(std::string_view text, const std::string& file, const char* key, const char* kind, Read read,
                      const ReflectionLoader::FileMemory& memory, std::size_t previous_count) {
    FileLoad<T> out;
    const auto& previous = memory.index;
    std::optional<PreviousText> before;
    if (!memory.spans.empty()) before.emplace(PreviousText{memory.previous, memory.spans, memory.digests});
    auto split = split_records(text, key, before ? &*before : nullptr);
    if (!split) {
        // Not the exporter's plain shape (or broken around the records): one document, whose
        // parser names the line, column and path of a syntax error.
        auto root = parse_json(text, file);
        Where at_root{nullptr, "", std::string_view::npos, nullptr, nullptr, &file};
        Record r(root, at_root);
        auto* arr = r.array(key);
        if (!arr) r.fail(key, "is required (an array)");
        for (std::size_t i = 0; i < arr->size(); ++i) {
            Where at{&at_root, key, i, kind, &(*arr)[i]};
            out.parsed.emplace_back(read(Record((*arr)[i], at)));
            out.reused.push_back(kNone);
        }
        return out;
    }
    out.split = std::move(*split);
    const auto& spans = out.split.spans;
    const auto n = spans.size();
    std::vector<std::string_view> records(n);
    for (std::size_t i = 0; i < n; ++i) records[i] = text.substr(spans[i].first, spans[i].second - spans[i].first);
    out.reused.assign(n, kNone);
    out.parsed.resize(n);
    std::vector<bool> taken(previous_count, false);
    std::vector<std::size_t> to_parse;
    for (std::size_t i = 0; i < n; ++i) {
        auto it = previous.find(out.split.digests[i]);
        if (it != previous.end() && !taken[it->second]) {
            out.reused[i] = it->second;
            taken[it->second] = true;
        } else {
            to_parse.push_back(i);
        }
    }
    // Each record into a small document of its own, on a few threads; each thread's documents
    // live in one buffer it reuses, so no document of the whole file is ever built or freed.
    std::vector<std::string> errors(n);
    std::vector<bool> syntax_error(n, false);
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        std::vector<unsigned char> buffer(1 << 20);
        json::monotonic_resource arena(buffer.data(), buffer.size());
        json::parse_options options;
        options.max_depth = 256;
        for (std::size_t k; (k = next.fetch_add(1)) < to_parse.size();) {
            const auto i = to_parse[k];
            {
                boost::system::error_code ec;
                json::value v = json::parse(records[i], ec, &arena, options);
                if (ec) {
                    syntax_error[i] = true;
                } else {
                    try {
                        Where at_root{nullptr, "", std::string_view::npos, nullptr, nullptr, &file};
                        Where at{&at_root, key, i, kind, &v};
                        out.parsed[i].emplace(read(Record(v, at)));
                    } catch (const std::exception& e) {
                        errors[i] = e.what();
                    }
                }
            }
            arena.release();
        }
    };
    const unsigned threads = to_parse.size() < 32 ? 1u : std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    for (std::size_t i = 0; i < n; ++i) {
        if (syntax_error[i]) {
            parse_json(text, file); // names the line, column and path
            throw GeneratorError(file + ": " + key + "[" + std::to_string(i) + "] is not valid JSON");
        }
        if (!errors[i].empty()) throw GeneratorError(errors[i]);
    }
    return out;
}

template <typename T>
std::vector<std::string_view> names_of(const FileLoad<T>& load, const std::vector<T>& previous) {
    std::vector<std::string_view> names;
    names.reserve(load.reused.size());
    for (std::size_t i = 0; i < load.reused.size(); ++i)
        names.push_back(load.reused[i] != kNone ? std::string_view(previous[load.reused[i]].name) : std::string_view(load.parsed[i]->name));
    return names;
}

// The new records, moving the reused ones out of `previous`; the digest index for the next load.
template <typename T>
std::vector<T> assemble(FileLoad<T>& load, std::vector<T>& previous, ReflectionLoader::FileMemory& memory,
                        std::set<std::string>* parsed_names) {
    std::vector<T> out;
    out.reserve(load.reused.size());
    for (std::size_t i = 0; i < load.reused.size(); ++i) {
        if (load.reused[i] != kNone) {
            out.push_back(std::move(previous[load.reused[i]]));
        } else {
            if (parsed_names) parsed_names->insert(load.parsed[i]->name);
            out.push_back(std::move(*load.parsed[i]));
        }
    }
    memory.index.clear();
    memory.index.reserve(load.split.digests.size());
    for (std::size_t i = 0; i < load.split.digests.size(); ++i) memory.index.emplace(load.split.digests[i], i);
    memory.spans = std::move(load.split.spans);
    memory.digests = std::move(load.split.digests);
    return out;
}

} // namespace

void check_unique_names(const ReflectionModel& model, const std::string& origin) {
    auto check = [&](const auto& records, const char* key, std::string_view file) {
        std::vector<std::string_view> names;
        names.reserve(records.size());
        for (const auto& r : records) names.push_back(r.name);
        check_unique(names, key, file_name(origin, file));
    };
    check(model.classes, "classes", kClassesFile);
    check(model.structs, "structs", kStructsFile);
    check(model.enums, "enums", kEnumsFile);
}

void ReflectionLoader::FileMemory::forget() {
    index.clear();
    previous.clear();
    spans.clear();
    digests.clear();
}

ReflectionModel ReflectionLoader::take_model() {
    for (auto& f : files_) f.forget();
    return std::move(model_);
}

std::set<std::string> ReflectionLoader::load(const std::filesystem::path& dir) {
    try {
        read_text(dir / utf8_path(kClassesFile), files_[0].text); // in order: the first missing file is the one reported
        read_text(dir / utf8_path(kStructsFile), files_[1].text);
        read_text(dir / utf8_path(kEnumsFile), files_[2].text);
    } catch (...) {
        take_model();
        throw;
    }
    return load_texts(files_[0].text, files_[1].text, files_[2].text, dir.string());
}

std::set<std::string> ReflectionLoader::load_texts(std::string_view classes_json, std::string_view structs_json,
                                                   std::string_view enums_json, const std::string& origin) {
    try {
        const auto classes_file = file_name(origin, kClassesFile);
        const auto structs_file = file_name(origin, kStructsFile);
        const auto enums_file = file_name(origin, kEnumsFile);
        auto classes = load_file<ClassInfo>(classes_json, classes_file, "classes", "class", read_class, files_[0],
                                            model_.classes.size());
        auto structs = load_file<StructInfo>(structs_json, structs_file, "structs", "struct", read_struct, files_[1],
                                             model_.structs.size());
        auto enums = load_file<EnumInfo>(enums_json, enums_file, "enums", "enum", read_enum, files_[2], model_.enums.size());
        check_unique(names_of(classes, model_.classes), "classes", classes_file);
        check_unique(names_of(structs, model_.structs), "structs", structs_file);
        check_unique(names_of(enums, model_.enums), "enums", enums_file);
        // Nothing can fail from here: the previous model is taken apart only now.
        std::set<std::string> parsed;
        ReflectionModel next;
        next.classes = assemble(classes, model_.classes, files_[0], &parsed);
        next.structs = assemble(structs, model_.structs, files_[1], nullptr);
        next.enums = assemble(enums, model_.enums, files_[2], nullptr);
        model_ = std::move(next);
        // This load's texts are the next load's "previous" ones.
        const std::string_view texts[] = {classes_json, structs_json, enums_json};
        for (int k = 0; k < 3; ++k) {
            auto& f = files_[k];
            if (f.spans.empty()) f.previous.clear(); // read as one document: nothing to compare with
            else if (texts[k].data() == f.text.data() && texts[k].size() == f.text.size()) std::swap(f.text, f.previous);
            else f.previous.assign(texts[k]);
        }
        return parsed;
    } catch (...) {
        take_model();
        throw;
    }
}

ReflectionModel parse_reflection(std::string_view classes_json, std::string_view structs_json,
                                 std::string_view enums_json, const std::string& origin) {
    ReflectionLoader loader;
    loader.load_texts(classes_json, structs_json, enums_json, origin);
    return loader.take_model();
}

ReflectionModel load_reflection(const std::filesystem::path& dir) {
    ReflectionLoader loader;
    loader.load(dir);
    return loader.take_model();
}

} // namespace rusteal::generators

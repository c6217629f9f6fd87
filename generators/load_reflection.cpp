#include "generators/load_reflection.hpp"

#include "generators/json_location.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <type_traits>

#include <fstream>
#include <map>
#include <unordered_map>
#include <sstream>

namespace rusteal::generators {
namespace json = boost::json;

namespace {

// Reads one JSON object, naming the file, the JSON path and the record in every error.
class Record {
public:
    Record(const json::value& v, std::string file, std::string path, std::string what)
        : file_(std::move(file)), path_(std::move(path)), what_(std::move(what)) {
        if (!v.is_object()) fail("", "must be an object, not " + std::string(json::to_string(v.kind())));
        obj_ = &v.get_object();
    }

    [[noreturn]] void fail(std::string_view field, const std::string& problem) const {
        std::string where = file_ + ": " + (path_.empty() ? "(root)" : path_);
        if (!what_.empty()) where += " (" + what_ + ")";
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
    std::string child_path(std::string_view key) const { return path_.empty() ? std::string(key) : path_ + "." + std::string(key); }
    const std::string& file() const { return file_; }
    const std::string& what() const { return what_; }

private:
    std::string file_, path_, what_;
    const json::object* obj_ = nullptr;
};

PropertyInfo read_property(const json::value& v, const std::string& file, const std::string& path,
                           const std::string& owner) {
    // The record's own name is read first so later errors can name it.
    std::string label = owner;
    if (v.is_object()) {
        if (auto* n = v.get_object().if_contains("name"); n && n->is_string())
            label += (label.empty() ? "" : ", ") + std::string("property '") + std::string(n->get_string()) + "'";
    }
    Record r(v, file, path, label);
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
                for (std::size_t i = 0; i < arr.size(); ++i) {
                    Record pr(arr[i], file, r.child_path("func_info.params") + "[" + std::to_string(i) + "]", label);
                    PropertyInfo d;
                    d.name = pr.opt_str("name").value_or("");
                    d.type = pr.str("type");
                    d.class_name = pr.opt_str("class_name");
                    d.struct_name = pr.opt_str("struct_name");
                    d.enum_name = pr.opt_str("enum_name");
                    dp.push_back(std::move(d));
                }
                p.delegate_params = std::move(dp);
            }
        }
    }
    for (auto [key, slot] : {std::pair{"inner_prop", &p.inner_prop}, std::pair{"key_prop", &p.key_prop},
                             std::pair{"value_prop", &p.value_prop}, std::pair{"element_prop", &p.element_prop}}) {
        if (auto* inner = r.find(key))
            *slot = std::make_unique<PropertyInfo>(read_property(*inner, file, r.child_path(key), label));
    }
    return p;
}

std::vector<PropertyInfo> read_properties(const Record& r, std::string_view key) {
    std::vector<PropertyInfo> out;
    if (auto* arr = r.array(key)) {
        out.reserve(arr->size());
        for (std::size_t i = 0; i < arr->size(); ++i)
            out.push_back(read_property((*arr)[i], r.file(), r.child_path(key) + "[" + std::to_string(i) + "]", r.what()));
    }
    return out;
}

std::string record_label(const char* kind, const json::value& v) {
    if (v.is_object())
        if (auto* n = v.get_object().if_contains("name"); n && n->is_string())
            return std::string(kind) + " '" + std::string(n->get_string()) + "'";
    return kind;
}

json::value parse_json(std::string_view text, const std::string& file) {
    return parse_json_document(text, file, "; re-export the reflection with the engine build (rusteal build --step 1)");
}

const json::array& top_array(const json::value& root, const char* key, const std::string& file) {
    Record r(root, file, "", "");
    auto* arr = r.array(key);
    if (!arr) r.fail(key, "is required (an array)");
    return *arr;
}

// Parses one of the three files, {"<key>": [records]}, reading each record with `read`.
template <typename T, typename Read>
std::vector<T> read_records(std::string_view text, const std::string& file, const char* key, const char* kind, Read&& read) {
    auto root = parse_json(text, file);
    const auto& arr = top_array(root, key, file);
    std::vector<T> out;
    out.reserve(arr.size());
    for (std::size_t i = 0; i < arr.size(); ++i) {
        auto path = std::string(key) + "[" + std::to_string(i) + "]";
        out.push_back(read(Record(arr[i], file, path, record_label(kind, arr[i])), path));
    }
    return out;
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

std::vector<ClassInfo> read_classes(std::string_view text, const std::string& file) {
    return read_records<ClassInfo>(text, file, "classes", "class", [&](const Record& r, const std::string& path) {
        auto c = read_type_record<ClassInfo>(r, "class_flags");
        if (auto* ifaces = r.array("interfaces"))
            for (std::size_t k = 0; k < ifaces->size(); ++k) {
                if (!(*ifaces)[k].is_string()) r.fail("interfaces[" + std::to_string(k) + "]", "must be a string");
                c.interfaces.emplace_back((*ifaces)[k].get_string());
            }
        c.props = read_properties(r, "props");
        if (auto* funcs = r.array("funcs")) {
            for (std::size_t k = 0; k < funcs->size(); ++k) {
                const auto& fv = (*funcs)[k];
                Record fr(fv, file, path + ".funcs[" + std::to_string(k) + "]", r.what() + ", " + record_label("function", fv));
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
    });
}

std::vector<StructInfo> read_structs(std::string_view text, const std::string& file) {
    return read_records<StructInfo>(text, file, "structs", "struct", [](const Record& r, const std::string&) {
        auto s = read_type_record<StructInfo>(r, "struct_flags");
        s.has_static_struct = r.boolean("has_static_struct", false);
        s.props = read_properties(r, "props");
        return s;
    });
}

std::vector<EnumInfo> read_enums(std::string_view text, const std::string& file) {
    static const char* kUnderlying[] = {"uint8", "int8", "uint16", "int16", "uint32", "int32", "uint64", "int64"};
    return read_records<EnumInfo>(text, file, "enums", "enum", [](const Record& r, const std::string&) {
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
    });
}

std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw GeneratorError("cannot read " + path.string() +
                             ": the engine build writes it (rusteal build --step 1); is the exporter enabled?");
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

} // namespace

void check_unique_names(const ReflectionModel& model, const std::string& origin) {
    auto check = [&](const auto& records, const char* key, std::string_view file) {
        std::unordered_map<std::string_view, std::size_t> seen;
        seen.reserve(records.size());
        for (std::size_t i = 0; i < records.size(); ++i) {
            auto [it, fresh] = seen.emplace(records[i].name, i);
            if (!fresh) {
                auto where = origin.empty() ? std::string(file) : (std::filesystem::path(origin) / file).string();
                throw GeneratorError(where + ": " + key + "[" + std::to_string(i) + "] is named '" + records[i].name +
                                     "' like " + key + "[" + std::to_string(it->second) +
                                     "]; type names must be unique (re-export the reflection)");
            }
        }
    };
    check(model.classes, "classes", kClassesFile);
    check(model.structs, "structs", kStructsFile);
    check(model.enums, "enums", kEnumsFile);
}

ReflectionModel parse_reflection(std::string_view classes_json, std::string_view structs_json,
                                 std::string_view enums_json, const std::string& origin) {
    auto name = [&](std::string_view file) {
        return origin.empty() ? std::string(file) : (std::filesystem::path(origin) / file).string();
    };
    ReflectionModel m;
    m.classes = read_classes(classes_json, name(kClassesFile));
    m.structs = read_structs(structs_json, name(kStructsFile));
    m.enums = read_enums(enums_json, name(kEnumsFile));
    check_unique_names(m, origin);
    return m;
}

ReflectionModel load_reflection(const std::filesystem::path& dir) {
    auto classes = read_text(dir / kClassesFile); // in order: the first missing file is the one reported
    auto structs = read_text(dir / kStructsFile);
    auto enums = read_text(dir / kEnumsFile);
    return parse_reflection(classes, structs, enums, dir.string());
}

} // namespace rusteal::generators

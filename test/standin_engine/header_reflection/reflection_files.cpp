// Reading, writing and comparing the exporter's three files (header_reflection.hpp).
#include "header_reflection.hpp"

#include "header_tokens.hpp"
#include "type_registry.hpp"
#include "unreal_flags.hpp"

#include <fstream>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

namespace rusteal::header_reflection {

namespace json = boost::json;

namespace {

json::object read_json(const std::filesystem::path& file) {
    boost::system::error_code ec;
    json::value v = json::parse(read_text_file(file), ec);
    if (ec || !v.is_object()) throw std::runtime_error(file.string() + ": not a JSON object (" + ec.message() + ")");
    return v.as_object();
}

// Pretty, sorted keys, two spaces: as the fixture is laid out, so a diff reads well.
void pretty(std::ostream& out, const json::value& v, int indent) {
    const std::string pad(static_cast<std::size_t>(indent + 2), ' '), end(static_cast<std::size_t>(indent), ' ');
    if (v.is_object()) {
        const auto& o = v.as_object();
        if (o.empty()) {
            out << "{}";
            return;
        }
        std::map<std::string, const json::value*> sorted;
        for (const auto& kv : o) sorted[std::string(kv.key())] = &kv.value();
        out << "{\n";
        bool first = true;
        for (const auto& [k, val] : sorted) {
            out << (first ? "" : ",\n") << pad << json::serialize(json::value(k)) << ": ";
            pretty(out, *val, indent + 2);
            first = false;
        }
        out << "\n" << end << "}";
    } else if (v.is_array()) {
        const auto& a = v.as_array();
        if (a.empty()) {
            out << "[]";
            return;
        }
        out << "[\n";
        for (std::size_t i = 0; i < a.size(); ++i) {
            out << (i ? ",\n" : "") << pad;
            pretty(out, a[i], indent + 2);
        }
        out << "\n" << end << "]";
    } else {
        out << json::serialize(v);
    }
}

std::string hex(std::uint64_t v) {
    std::ostringstream s;
    s << "0x" << std::hex << v;
    return s.str();
}

std::string value_text(const json::value* v) {
    if (!v) return "(absent)";
    return json::serialize(*v);
}

// The objects of `o[list]` by their `name_key` field.
std::map<std::string, const json::object*> entries_by(const json::object& o, const char* list, const char* name_key) {
    std::map<std::string, const json::object*> m;
    if (const auto* arr = o.if_contains(list))
        for (const auto& x : arr->as_array()) m[std::string(x.as_object().at(name_key).as_string())] = &x.as_object();
    return m;
}

class Comparer {
public:
    std::vector<std::string> lines;

    void value(const std::string& where, const std::string& key, const json::value* a, const json::value* b) {
        if (a && b && a->is_object() && b->is_object()) {
            property(where + "." + key, a->as_object(), b->as_object());
            return;
        }
        if (a && b && *a == *b) return;
        if (!a && b && b->is_null()) return;
        if (!b && a && a->is_null()) return;
        if (a && b && a->is_number() && b->is_number() && (key.find("flags") != std::string::npos)) {
            const auto x = a->to_number<std::uint64_t>(), y = b->to_number<std::uint64_t>();
            lines.push_back(where + ": " + key + " " + hex(x) + " here, " + hex(y) + " there (here only " + hex(x & ~y) +
                            ", there only " + hex(y & ~x) + ")");
            return;
        }
        lines.push_back(where + ": " + key + " " + value_text(a) + " here, " + value_text(b) + " there");
    }

    void property(const std::string& where, const json::object& a, const json::object& b) {
        std::map<std::string, std::pair<const json::value*, const json::value*>> keys;
        for (const auto& kv : a) keys[std::string(kv.key())].first = &kv.value();
        for (const auto& kv : b) keys[std::string(kv.key())].second = &kv.value();
        for (const auto& [k, ab] : keys) {
            if (k == "props" || k == "funcs" || k == "params" || k == "pairs") continue;
            value(where, k, ab.first, ab.second);
        }
    }

    void members(const std::string& where, const char* key, const json::object& a, const json::object& b) {
        const auto ma = entries_by(a, key, "name"), mb = entries_by(b, key, "name");
        for (const auto& [n, x] : ma) {
            const auto it = mb.find(n);
            const std::string w = where + " " + (std::string(key) == "props" ? "prop " : "func ") + n;
            if (it == mb.end()) {
                lines.push_back(w + ": here only");
                continue;
            }
            property(w, *x, *it->second);
            if (std::string(key) == "funcs") {
                const auto& pa = x->at("params").as_array();
                const auto& pb = it->second->at("params").as_array();
                if (pa.size() != pb.size()) {
                    lines.push_back(w + ": " + std::to_string(pa.size()) + " params here, " + std::to_string(pb.size()) +
                                    " there");
                    continue;
                }
                for (std::size_t i = 0; i < pa.size(); ++i)
                    property(w + " param " + std::string(pb[i].as_object().at("name").as_string()), pa[i].as_object(),
                             pb[i].as_object());
            }
        }
        for (const auto& [n, x] : mb)
            if (!ma.count(n)) lines.push_back(where + " " + (std::string(key) == "props" ? "prop " : "func ") + n + ": there only");
    }

    void lists(const char* kind, const json::object& ours, const json::object& theirs, const char* key, bool missing) {
        const auto a = entries_by(ours, key, "cpp_name"), b = entries_by(theirs, key, "cpp_name");
        for (const auto& [n, x] : a) {
            const auto it = b.find(n);
            const std::string w = std::string(kind) + " " + n;
            if (it == b.end()) {
                if (missing) lines.push_back(w + ": not in theirs");
                continue;
            }
            property(w, *x, *it->second);
            if (x->contains("pairs") || it->second->contains("pairs"))
                value(w, "pairs", x->if_contains("pairs"), it->second->if_contains("pairs"));
            members(w, "props", *x, *it->second);
            if (x->contains("funcs")) members(w, "funcs", *x, *it->second);
        }
    }
};

}  // namespace

Reflection read_reflection(const std::filesystem::path& dir) {
    Reflection r;
    r.classes = read_json(dir / "rusteal_classes.json");
    r.structs = read_json(dir / "rusteal_structs.json");
    r.enums = read_json(dir / "rusteal_enums.json");
    return r;
}

void write_reflection(const Reflection& r, const std::filesystem::path& dir) {
    std::filesystem::create_directories(dir);
    const std::pair<const char*, const json::object*> files[] = {
        {"rusteal_classes.json", &r.classes}, {"rusteal_structs.json", &r.structs}, {"rusteal_enums.json", &r.enums}};
    for (const auto& [name, obj] : files) {
        std::ofstream out(dir / name, std::ios::binary | std::ios::trunc);
        if (!out) throw std::runtime_error((dir / name).string() + ": cannot be written");
        pretty(out, *obj, 0);
        out << "\n";
    }
}

std::vector<KnownType> known_types_of(const std::filesystem::path& dir) {
    const Reflection r = read_reflection(dir);
    std::vector<KnownType> out;
    std::map<std::string, std::string> class_cpp;  // engine -> C++
    for (const auto& c : r.classes.at("classes").as_array())
        class_cpp[std::string(c.at("name").as_string())] = std::string(c.at("cpp_name").as_string());
    const auto delegates = [&](const json::array& props) {
        for (const auto& p : props) {
            const auto& o = p.as_object();
            if (!o.at("func_info").is_object()) continue;
            KnownType k{KnownType::Kind::delegate, "F" + std::string(o.at("func_info").at("name").as_string()), {}, 0, 2, "uint8", {}};
            out.push_back(k);
        }
    };
    for (const auto& c : r.classes.at("classes").as_array()) {
        const auto& o = c.as_object();
        const auto flags = static_cast<std::uint32_t>(o.at("class_flags").to_number<std::uint64_t>());
        const bool interface = (flags & flags::CLASS_Interface) != 0;
        std::string super;
        if (o.at("super").is_string() && !interface) {
            const std::string s(o.at("super").as_string());
            super = class_cpp.count(s) ? class_cpp[s] : "U" + s;
        }
        out.push_back(KnownType{interface ? KnownType::Kind::interface : KnownType::Kind::class_,
                                std::string(o.at("cpp_name").as_string()), super, flags, 2, "uint8",
                                std::string(o.at("package").as_string())});
        delegates(o.at("props").as_array());
    }
    for (const auto& s : r.structs.at("structs").as_array()) {
        const auto& o = s.as_object();
        out.push_back(KnownType{KnownType::Kind::struct_, std::string(o.at("cpp_name").as_string()),
                                o.at("super").is_string() ? "F" + std::string(o.at("super").as_string()) : "",
                                static_cast<std::uint32_t>(o.at("struct_flags").to_number<std::uint64_t>()), 2, "uint8",
                                std::string(o.at("package").as_string())});
        delegates(o.at("props").as_array());
    }
    for (const auto& e : r.enums.at("enums").as_array()) {
        const auto& o = e.as_object();
        out.push_back(KnownType{KnownType::Kind::enum_, std::string(o.at("cpp_name").as_string()), {}, 0,
                                static_cast<int>(o.at("cpp_form").to_number<std::int64_t>()),
                                std::string(o.at("underlying_type").as_string()), std::string(o.at("package").as_string())});
    }
    return out;
}

namespace {

// How an entry of `extra` meets the entry of the same C++ name in `base`.
enum class Meet {
    add_members,      // base's entry kept; extra's properties and functions it lacks appended
    replace_entry,    // extra's entry put in base's place
    replace_members,  // extra's properties and functions replace base's of the same name, the rest appended;
                      // an enum (no members) is replaced
};

// The members (`props`, `funcs`) of `from` joined into `into`, by name.
void join_members(json::object& into, const json::object& from, bool replace) {
    for (const char* key : {"props", "funcs"}) {
        const auto* more = from.if_contains(key);
        auto* list = into.if_contains(key);
        if (!more || !list) continue;
        auto& members = list->as_array();
        std::map<std::string, std::size_t> at;
        for (std::size_t i = 0; i < members.size(); ++i) at[std::string(members[i].as_object().at("name").as_string())] = i;
        for (const auto& m : more->as_array()) {
            const std::string name(m.as_object().at("name").as_string());
            if (auto it = at.find(name); it != at.end()) {
                if (replace) members[it->second] = m;
            } else {
                at[name] = members.size();
                members.push_back(m);
            }
        }
    }
}

// `base` with each entry of `extra` appended, or, for a C++ name `base` has already, met as `meet` says.
Reflection combine(const Reflection& base, const Reflection& extra, Meet meet) {
    Reflection out = base;
    const auto one = [meet](json::object& into, const json::object& from, const char* key) {
        auto& list = into[key].as_array();
        std::map<std::string, std::size_t> at;
        for (std::size_t i = 0; i < list.size(); ++i) at[std::string(list[i].as_object().at("cpp_name").as_string())] = i;
        if (const auto* more = from.if_contains(key))
            for (const auto& x : more->as_array()) {
                const std::string name(x.as_object().at("cpp_name").as_string());
                if (auto it = at.find(name); it == at.end()) {
                    at[name] = list.size();
                    list.push_back(x);
                } else if (meet == Meet::replace_entry || (meet == Meet::replace_members && std::string(key) == "enums")) {
                    list[it->second] = x;
                } else {
                    join_members(list[it->second].as_object(), x.as_object(), meet == Meet::replace_members);
                }
            }
    };
    one(out.classes, extra.classes, "classes");
    one(out.structs, extra.structs, "structs");
    one(out.enums, extra.enums, "enums");
    return out;
}

}  // namespace

Reflection merge_reflections(const Reflection& base, const Reflection& extra) { return combine(base, extra, Meet::add_members); }

Reflection update_reflections(const Reflection& base, const Reflection& newer) { return combine(base, newer, Meet::replace_entry); }

Reflection extend_reflections(const Reflection& base, const Reflection& newer) {
    return combine(base, newer, Meet::replace_members);
}

std::vector<std::string> compare_reflections(const Reflection& ours, const Reflection& theirs, bool report_missing) {
    Comparer c;
    c.lists("class", ours.classes, theirs.classes, "classes", report_missing);
    c.lists("struct", ours.structs, theirs.structs, "structs", report_missing);
    c.lists("enum", ours.enums, theirs.enums, "enums", report_missing);
    return c.lines;
}

}  // namespace rusteal::header_reflection

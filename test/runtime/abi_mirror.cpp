#include "abi_mirror.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace rusteal::test {
namespace {

std::string read_existing_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + p.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Blanks `//` comments (keeping newlines, so offsets still give line numbers).
std::string strip_line_comments(std::string text) {
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == '/' && text[i + 1] == '/') {
            while (i < text.size() && text[i] != '\n') text[i++] = ' ';
        }
    }
    return text;
}

std::string squash(std::string_view s) { // collapse whitespace runs, trim
    std::string out;
    bool space = false;
    for (char c : s) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = !out.empty();
        } else {
            if (space) out += ' ';
            space = false;
            out += c;
        }
    }
    return out;
}

std::size_t line_of(const std::string& text, std::size_t offset) {
    return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n'));
}

// Splits at `sep` outside parentheses.
std::vector<std::pair<std::string, std::size_t>> split_top(const std::string& body, char sep, std::size_t base) {
    std::vector<std::pair<std::string, std::size_t>> parts;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= body.size(); ++i) {
        char c = i < body.size() ? body[i] : sep;
        if (c == '(' || c == '<' || c == '[') ++depth;
        if (c == ')' || c == '>' || c == ']') --depth;
        if (c == '-' && i + 1 < body.size() && body[i + 1] == '>') { ++i; continue; } // `->`
        if (c == sep && depth == 0) {
            std::string part = squash(std::string_view(body).substr(start, i - start));
            std::size_t lead = start;
            while (lead < body.size() && std::isspace(static_cast<unsigned char>(body[lead]))) ++lead;
            if (!part.empty()) parts.emplace_back(part, base + lead);
            start = i + 1;
        }
    }
    return parts;
}

std::string rust_type(std::string t) {
    t = squash(t);
    for (const char* prefix : {"unsafe extern \"C\" fn", "extern \"C\" fn"}) {
        if (t.rfind(prefix, 0) == 0) {
            std::string rest = t.substr(std::string(prefix).size());
            auto close = rest.find(')');
            std::string params = rest.substr(1, close - 1);
            std::string ret = squash(rest.substr(close + 1));
            std::string out = "fn(";
            bool first = true;
            for (auto& [p, off] : split_top(params, ',', 0)) {
                (void)off;
                auto colon = p.find(':');
                if (!first) out += ", ";
                first = false;
                out += squash(p.substr(0, colon)) + ": " + rust_type(p.substr(colon + 1));
            }
            out += ")";
            if (ret.rfind("->", 0) == 0) {
                std::string r = rust_type(ret.substr(2));
                if (r != "()") out += " -> " + r;
            }
            return out;
        }
    }
    return t;
}

std::string cpp_base(std::string t) {
    static const std::map<std::string, std::string> names = {
        {"uint8_t", "u8"},   {"int8_t", "i8"},     {"uint16_t", "u16"}, {"int16_t", "i16"},
        {"uint32_t", "u32"}, {"int32_t", "i32"},   {"uint64_t", "u64"}, {"int64_t", "i64"},
        {"float", "f32"},    {"double", "f64"},    {"bool", "bool"},    {"void", "c_void"},
        {"ERustealErrorCode", "RustealErrorCode"}};
    if (auto it = names.find(t); it != names.end()) return it->second;
    if (t.size() > 8 && t.rfind("FRusteal", 0) == 0) return t.substr(1);
    return t;
}

// `const uint8_t*` → `*const u8`; `const void* const*` → `*const *const c_void`.
std::string cpp_type(std::string t) {
    t = squash(t);
    if (!t.empty() && t.back() == '*') {
        std::string inner = squash(t.substr(0, t.size() - 1));
        bool is_const = false;
        if (inner.size() > 6 && inner.compare(inner.size() - 6, 6, " const") == 0) { // `T* const*`
            is_const = true;
            inner = squash(inner.substr(0, inner.size() - 6));
        } else if (inner.rfind("const ", 0) == 0 && inner.find('*') == std::string::npos) {
            is_const = true;
            inner = inner.substr(6);
        }
        return std::string(is_const ? "*const " : "*mut ") + cpp_type(inner);
    }
    if (t.rfind("const ", 0) == 0 && t.find('*') != std::string::npos) { // `const void* const*` handled above
        return cpp_type(t.substr(6));
    }
    return cpp_base(t);
}

} // namespace

std::vector<AbiStruct> parse_rust_abi(const std::vector<std::filesystem::path>& files) {
    std::vector<AbiStruct> out;
    for (const auto& file : files) {
        const std::string text = strip_line_comments(read_existing_file(file));
        const std::string marker = "#[repr(C)]";
        for (std::size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at + 1)) {
            std::size_t decl = at + marker.size();
            // Skip other attributes between #[repr(C)] and the struct.
            while (true) {
                while (decl < text.size() && std::isspace(static_cast<unsigned char>(text[decl]))) ++decl;
                if (text.compare(decl, 2, "#[") != 0) break;
                decl = text.find(']', decl) + 1;
            }
            const std::string head = "pub struct ";
            if (text.compare(decl, head.size(), head) != 0) continue; // an enum
            std::size_t name_end = decl + head.size();
            while (name_end < text.size() && (std::isalnum(static_cast<unsigned char>(text[name_end])) || text[name_end] == '_'))
                ++name_end;
            std::string name = text.substr(decl + head.size(), name_end - decl - head.size());
            std::size_t open = text.find_first_not_of(" \t\n", name_end);
            if (open == std::string::npos || text[open] != '{') continue; // a tuple struct
            std::size_t close = text.find("\n}", open);
            AbiStruct s{name, {}, file.filename().string() + ":" + std::to_string(line_of(text, decl))};
            for (auto& [field, off] : split_top(text.substr(open + 1, close - open - 1), ',', open + 1)) {
                std::string f = field;
                while (f.rfind("#[", 0) == 0) f = squash(f.substr(f.find(']') + 1)); // field attributes
                if (f.rfind("pub ", 0) == 0) f = f.substr(4);
                auto colon = f.find(':');
                if (colon == std::string::npos) throw std::runtime_error(s.where + ": cannot read field `" + f + "`");
                s.fields.push_back({squash(f.substr(0, colon)), rust_type(f.substr(colon + 1)),
                                    file.filename().string() + ":" + std::to_string(line_of(text, off))});
            }
            out.push_back(std::move(s));
        }
    }
    return out;
}

std::vector<AbiStruct> parse_cpp_abi(const std::filesystem::path& header) {
    std::vector<AbiStruct> out;
    const std::string text = strip_line_comments(read_existing_file(header));
    const std::string fname = header.filename().string();
    for (std::size_t at = text.find("struct "); at != std::string::npos; at = text.find("struct ", at + 1)) {
        if (at > 0 && (std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '_')) continue;
        std::size_t name_end = at + 7;
        while (name_end < text.size() && (std::isalnum(static_cast<unsigned char>(text[name_end])) || text[name_end] == '_'))
            ++name_end;
        std::string name = text.substr(at + 7, name_end - at - 7);
        std::size_t open = text.find_first_not_of(" \t", name_end);
        if (open == std::string::npos || text[open] != '{') continue; // a use, not a declaration
        std::size_t close = text.find('}', open);
        if (name.size() > 8 && name.rfind("FRusteal", 0) == 0) name = name.substr(1);
        AbiStruct s{name, {}, fname + ":" + std::to_string(line_of(text, at))};
        for (auto& [decl, off] : split_top(text.substr(open + 1, close - open - 1), ';', open + 1)) {
            std::string where = fname + ":" + std::to_string(line_of(text, off));
            auto fp = decl.find("(*");
            if (fp != std::string::npos) { // `Ret (*name)(T a, U b)`
                std::string ret = cpp_type(decl.substr(0, fp));
                auto name_close = decl.find(')', fp);
                std::string fname_ = squash(decl.substr(fp + 2, name_close - fp - 2));
                auto params_open = decl.find('(', name_close);
                auto params_close = decl.rfind(')');
                std::string type = "fn(";
                bool first = true;
                for (auto& [p, poff] : split_top(decl.substr(params_open + 1, params_close - params_open - 1), ',', 0)) {
                    (void)poff;
                    auto sp = p.find_last_of(" *");
                    if (!first) type += ", ";
                    first = false;
                    type += p.substr(sp + 1) + ": " + cpp_type(p.substr(0, sp + 1));
                }
                type += ")";
                if (ret != "c_void") type += " -> " + ret;
                s.fields.push_back({fname_, type, where});
            } else { // `T name`
                auto sp = decl.find_last_of(" *");
                if (sp == std::string::npos) throw std::runtime_error(where + ": cannot read field `" + decl + "`");
                s.fields.push_back({decl.substr(sp + 1), cpp_type(decl.substr(0, sp + 1)), where});
            }
        }
        out.push_back(std::move(s));
    }
    return out;
}

std::vector<std::string> compare_abi(const std::vector<AbiStruct>& rust, const std::vector<AbiStruct>& cpp) {
    std::vector<std::string> diffs;
    std::map<std::string, const AbiStruct*> by_name;
    for (const auto& s : cpp) by_name[s.name] = &s;
    std::map<std::string, bool> seen;
    for (const auto& r : rust) {
        auto it = by_name.find(r.name);
        if (it == by_name.end()) {
            diffs.push_back(r.name + " (" + r.where + ") has no C++ mirror: declare struct F" + r.name + " in RustealApiTable.h");
            continue;
        }
        seen[r.name] = true;
        const AbiStruct& c = *it->second;
        std::size_t n = std::max(r.fields.size(), c.fields.size());
        for (std::size_t i = 0; i < n; ++i) {
            const std::string pos = r.name + " field " + std::to_string(i + 1);
            if (i >= r.fields.size()) {
                diffs.push_back(pos + ": C++ has `" + c.fields[i].name + "` (" + c.fields[i].where + "), Rust has nothing");
            } else if (i >= c.fields.size()) {
                diffs.push_back(pos + ": Rust has `" + r.fields[i].name + "` (" + r.fields[i].where + "), C++ has nothing");
            } else if (r.fields[i].name != c.fields[i].name || r.fields[i].type != c.fields[i].type) {
                diffs.push_back(pos + ": Rust has `" + r.fields[i].name + ": " + r.fields[i].type + "` (" +
                                r.fields[i].where + "), C++ has `" + c.fields[i].name + ": " + c.fields[i].type + "` (" +
                                c.fields[i].where + ")");
            }
        }
    }
    for (const auto& c : cpp) {
        if (!seen.count(c.name)) {
            bool handle = c.fields.size() == 1 && (c.fields[0].name == "ptr" || c.fields[0].name == "packed");
            if (!handle) diffs.push_back("F" + c.name + " (" + c.where + ") has no #[repr(C)] twin in rusteal-ffi");
        }
    }
    return diffs;
}

} // namespace rusteal::test

#include "generators/naming.hpp"
#include "generators/ue_flags.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace rusteal::generators {
namespace {

bool is_upper(char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }
bool is_lower(char c) { return std::islower(static_cast<unsigned char>(c)) != 0; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// Rust 2015-2018 keywords, the reserved ones, and `try`; self/Self/super/crate are handled apart.
constexpr std::array<std::string_view, 49> kKeywords = {
    "as",     "break",   "const",   "continue", "else",    "enum",   "extern", "false",  "fn",    "for",
    "if",     "impl",    "in",      "let",      "loop",    "match",  "mod",    "move",   "mut",   "pub",
    "ref",    "return",  "static",  "struct",   "trait",   "true",   "type",   "unsafe", "use",   "where",
    "while",  "async",   "await",   "dyn",      "abstract", "become", "box",    "do",     "final", "macro",
    "override", "priv",  "typeof",  "unsized",  "virtual", "yield",  "try",    "self",   "Self"};

} // namespace

std::string_view to_string(ParamDirection d) {
    switch (d) {
    case ParamDirection::In: return "in";
    case ParamDirection::Out: return "out";
    case ParamDirection::InOut: return "inout";
    case ParamDirection::Return: return "return";
    }
    return "in";
}

std::string to_snake_case(std::string_view name) {
    std::string out;
    out.reserve(name.size() + 8);
    for (std::size_t i = 0; i < name.size(); ++i) {
        char c = name[i];
        if (is_upper(c) && i > 0) {
            char prev = name[i - 1];
            bool next_lower = i + 1 < name.size() && is_lower(name[i + 1]);
            if (is_lower(prev) || is_digit(prev) || (is_upper(prev) && next_lower)) {
                if (out.empty() || out.back() != '_') out += '_';
            }
        }
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

std::string to_screaming_snake_case(std::string_view name) {
    auto s = to_snake_case(name);
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return s;
}

std::string strip_bool_prefix(std::string_view name) {
    if (name.size() >= 2 && name[0] == 'b' && is_upper(name[1])) return std::string(name.substr(1));
    return std::string(name);
}

bool is_rust_keyword(std::string_view ident) {
    return std::find(kKeywords.begin(), kKeywords.end(), ident) != kKeywords.end() || ident == "super" ||
           ident == "crate";
}

std::string escape_rust_identifier(std::string_view ident) {
    if (ident == "self" || ident == "Self" || ident == "super" || ident == "crate") return std::string(ident) + "_";
    if (is_rust_keyword(ident)) return "r#" + std::string(ident);
    return std::string(ident);
}

std::string rust_member_name(std::string_view ue_name) { return escape_rust_identifier(to_snake_case(ue_name)); }

std::string func_id_constant(std::string_view class_name, std::string_view func_name) {
    return to_screaming_snake_case(class_name) + "_" + to_screaming_snake_case(func_name);
}

std::string wrapper_symbol(std::string_view symbol_prefix, std::string_view class_name, std::string_view func_name) {
    return std::string(symbol_prefix) + "Rusteal_" + std::string(class_name) + "_" + std::string(func_name);
}

} // namespace rusteal::generators

#include "header_declarations.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace rusteal::header_reflection {

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string unquote(const std::string& s) {
    if (s.size() >= 2 && (s.front() == '"' || s.front() == '\'')) return s.substr(1, s.size() - 2);
    return s;
}

bool is_api_macro(const std::string& s) { return s.size() > 4 && s.compare(s.size() - 4, 4, "_API") == 0; }

class Parser {
public:
    explicit Parser(const std::vector<Token>& tokens) : t_(tokens) {}

    DeclaredHeader run() {
        DeclaredHeader out;
        while (pos_ < t_.size()) {
            const std::string& w = t_[pos_].text;
            if (w == "UCLASS" || w == "UINTERFACE" || w == "USTRUCT") {
                out.structs.push_back(parse_struct(w, out));
            } else if (w == "UENUM") {
                out.enums.push_back(parse_enum());
            } else if (w.rfind("DECLARE_DYNAMIC_", 0) == 0) {
                out.delegates.push_back(parse_delegate());
            } else {
                ++pos_;
            }
        }
        return out;
    }

private:
    const std::vector<Token>& t_;
    std::size_t pos_ = 0;

    [[noreturn]] void fail(const std::string& what) const {
        const int line = pos_ < t_.size() ? t_[pos_].line : (t_.empty() ? 0 : t_.back().line);
        throw std::runtime_error("line " + std::to_string(line) + ": " + what);
    }
    const std::string& peek(std::size_t ahead = 0) const {
        static const std::string end;
        return pos_ + ahead < t_.size() ? t_[pos_ + ahead].text : end;
    }
    void expect(const std::string& s) {
        if (peek() != s) fail("expected `" + s + "`, found `" + peek() + "`");
        ++pos_;
    }
    // The tokens between a `(` at pos_ and its `)`, pos_ left after the `)`.
    std::vector<Token> parenthesized() {
        expect("(");
        std::vector<Token> inner;
        int depth = 1;
        while (pos_ < t_.size()) {
            const std::string& s = t_[pos_].text;
            if (s == "(") ++depth;
            if (s == ")" && --depth == 0) {
                ++pos_;
                return inner;
            }
            inner.push_back(t_[pos_++]);
        }
        fail("`(` never closed");
    }
    void skip_braces() {  // pos_ at `{`
        int depth = 0;
        while (pos_ < t_.size()) {
            if (t_[pos_].text == "{") ++depth;
            if (t_[pos_].text == "}" && --depth == 0) {
                ++pos_;
                return;
            }
            ++pos_;
        }
        fail("`{` never closed");
    }

    // `angles`: whether `<` and `>` nest (in types) or are operators (in an enum's values).
    static std::vector<std::vector<Token>> split_commas(const std::vector<Token>& tokens, bool angles = true) {
        std::vector<std::vector<Token>> parts(1);
        int depth = 0;
        for (const Token& t : tokens) {
            if (t.text == "(" || (angles && t.text == "<") || t.text == "{" || t.text == "[") ++depth;
            if (t.text == ")" || (angles && t.text == ">") || t.text == "}" || t.text == "]") --depth;
            if (t.text == "," && depth == 0) {
                parts.emplace_back();
                continue;
            }
            parts.back().push_back(t);
        }
        if (parts.size() == 1 && parts[0].empty()) parts.clear();
        return parts;
    }
    static std::string joined(const std::vector<Token>& tokens, std::size_t from = 0) {
        std::string s;
        for (std::size_t i = from; i < tokens.size(); ++i) {
            if (!s.empty() && std::isalnum(static_cast<unsigned char>(s.back())) &&
                std::isalnum(static_cast<unsigned char>(tokens[i].text[0])))
                s += ' ';
            s += tokens[i].text;
        }
        return s;
    }

    static Specifiers specifiers_of(const std::vector<Token>& tokens) {
        Specifiers out;
        for (const auto& part : split_commas(tokens)) {
            if (part.empty()) continue;
            const std::string key = part[0].text;
            std::string value;
            if (part.size() >= 2 && part[1].text == "=") {
                if (part.size() >= 3 && part[2].text == "(") {
                    std::vector<Token> inner(part.begin() + 3, part.end() - (part.back().text == ")" ? 1 : 0));
                    if (lower(key) == "meta") {
                        for (const auto& m : split_commas(inner)) {
                            if (m.empty()) continue;
                            out.meta[m[0].text] = m.size() >= 3 ? unquote(joined(m, 2)) : "";
                        }
                        continue;
                    }
                    value = joined(inner);
                } else {
                    value = unquote(joined(part, 2));
                }
            }
            out.items.emplace_back(key, value);
        }
        return out;
    }

    // `Type Name`, `const Type& Name = Default`, `UPARAM(ref) Type& Name`, `uint8 bX : 1`,
    // `Type Name[N]`: one parameter or member declaration, without its trailing `;`.
    static Declared declared_of(std::vector<Token> tokens, bool parameter) {
        Declared d;
        if (!tokens.empty()) d.line = tokens[0].line;
        if (tokens.size() >= 2 && tokens[0].text == "UPARAM" && tokens[1].text == "(") {
            std::size_t i = 2;
            int depth = 1;
            std::vector<Token> inner;
            for (; i < tokens.size() && depth > 0; ++i) {
                if (tokens[i].text == "(") ++depth;
                if (tokens[i].text == ")" && --depth == 0) break;
                inner.push_back(tokens[i]);
            }
            d.specifiers = specifiers_of(inner);
            tokens.erase(tokens.begin(), tokens.begin() + static_cast<long>(i + 1));
        }
        // The default value (`= x`) or a bitfield width (`: 1`) or an initializer (`{}`).
        int depth = 0;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const std::string& s = tokens[i].text;
            if (s == "<" || s == "(") ++depth;
            if (s == ">" || s == ")") --depth;
            if (depth != 0) continue;
            if (s == "=" || s == "{") {
                if (parameter && s == "=") d.default_text = joined(std::vector<Token>(tokens.begin() + static_cast<long>(i) + 1, tokens.end()));
                tokens.resize(i);
                break;
            }
            if (s == ":" ) {
                d.bitfield = true;
                tokens.resize(i);
                break;
            }
        }
        if (tokens.size() >= 3 && tokens[tokens.size() - 1].text == "]") {  // Name[N]
            const auto open = std::find_if(tokens.rbegin(), tokens.rend(), [](const Token& t) { return t.text == "["; });
            const std::size_t at = static_cast<std::size_t>(tokens.rend() - open) - 1;
            const std::string n = joined(std::vector<Token>(tokens.begin() + static_cast<long>(at) + 1, tokens.end() - 1));
            d.array_dim = std::isdigit(static_cast<unsigned char>(n[0])) ? std::stoi(n) : 0;  // 0: a named constant
            tokens.resize(at);
        }
        if (tokens.empty()) return d;
        d.name = tokens.back().text;
        tokens.pop_back();
        std::vector<std::string> type;
        for (const Token& t : tokens) {
            if (t.text == "const") {
                if (type.empty() || type.back() != "*") d.is_const = true;
                continue;
            }
            if (t.text == "class" || t.text == "struct" || t.text == "enum" || t.text == "mutable" || t.text == "volatile")
                continue;
            type.push_back(t.text);
        }
        while (!type.empty() && (type.back() == "&" || type.back() == "*")) {
            (type.back() == "&" ? d.is_reference : d.is_pointer) = true;
            if (type.back() == "*") break;
            type.pop_back();
        }
        if (!type.empty() && type.back() == "*") {
            d.is_pointer = true;
            type.pop_back();
        }
        d.type = std::move(type);
        if (d.bitfield) d.type = {"bool"};  // `uint32 bFoo : 1` is a bool to UHT
        return d;
    }

    DeclaredStruct parse_struct(const std::string& macro, DeclaredHeader& out) {
        const int macro_line = t_[pos_].line;
        ++pos_;
        DeclaredStruct s;
        s.line = macro_line;
        s.kind = macro == "USTRUCT" ? DeclaredStruct::Kind::struct_
                 : macro == "UINTERFACE" ? DeclaredStruct::Kind::interface : DeclaredStruct::Kind::class_;
        s.specifiers = specifiers_of(parenthesized());
        if (peek() != "class" && peek() != "struct") fail(macro + " is not followed by a class or struct");
        const bool is_struct_keyword = peek() == "struct";
        ++pos_;
        while (is_api_macro(peek()) || peek() == "alignas" || peek().rfind("UE_DEPRECATED", 0) == 0 || peek() == "MS_ALIGN" ||
               peek() == "GCC_ALIGN") {
            if (is_api_macro(peek())) s.has_api = true;
            ++pos_;
            if (peek() == "(") parenthesized();
        }
        s.name = peek();
        ++pos_;
        if (peek() == "final") ++pos_;
        if (peek() == ":") {
            ++pos_;
            bool first = true;
            while (pos_ < t_.size() && peek() != "{") {
                if (peek() == "public" || peek() == "protected" || peek() == "private" || peek() == "virtual" || peek() == ",") {
                    ++pos_;
                    continue;
                }
                std::string base = peek();
                ++pos_;
                while (peek() == "::") {
                    pos_ += 1;
                    base += "::" + peek();
                    ++pos_;
                }
                if (peek() == "<") {  // a template base: not reflected
                    int depth = 0;
                    do {
                        if (peek() == "<") ++depth;
                        if (peek() == ">") --depth;
                        ++pos_;
                    } while (pos_ < t_.size() && depth > 0);
                    first = false;
                    continue;
                }
                if (first) s.super = base;
                else s.bases.push_back(base);
                first = false;
            }
        }
        if (peek() != "{") fail(s.name + ": expected the class body");
        parse_body(s, is_struct_keyword ? Access::public_ : Access::private_);
        if (s.kind == DeclaredStruct::Kind::interface) {
            // The native interface class (IName) that follows carries the functions.
            while (pos_ < t_.size() && !(peek() == "class" && (peek(1) == "I" + s.name.substr(1) ||
                                                              (is_api_macro(peek(1)) && peek(2) == "I" + s.name.substr(1)))))
                ++pos_;
            if (pos_ < t_.size()) {
                while (peek() != "{" && pos_ < t_.size()) ++pos_;
                DeclaredStruct native;
                parse_body(native, Access::private_);
                s.functions = std::move(native.functions);
            } else {
                out.warnings.push_back("line " + std::to_string(macro_line) + ": UINTERFACE " + s.name +
                                       " without its native I class");
            }
        }
        return s;
    }

    void parse_body(DeclaredStruct& s, Access access) {
        expect("{");
        int depth = 1;
        while (pos_ < t_.size()) {
            const std::string& w = peek();
            if (w == "{") {
                ++depth;
                ++pos_;
                continue;
            }
            if (w == "}") {
                ++pos_;
                if (--depth == 0) {
                    if (peek() == ";") ++pos_;
                    return;
                }
                continue;
            }
            if (depth == 1 && (w == "public" || w == "protected" || w == "private") && peek(1) == ":") {
                access = w == "public" ? Access::public_ : w == "protected" ? Access::protected_ : Access::private_;
                pos_ += 2;
                continue;
            }
            if (depth == 1 && (w == "GENERATED_UCLASS_BODY" || w == "GENERATED_USTRUCT_BODY" || w == "GENERATED_UINTERFACE_BODY")) {
                access = Access::public_;
                ++pos_;
                continue;
            }
            if (depth == 1 && w == "UPROPERTY") {
                const bool editor_only = t_[pos_].editor_only;
                ++pos_;
                Specifiers spec = specifiers_of(parenthesized());
                std::vector<Token> decl;
                while (pos_ < t_.size() && peek() != ";") {
                    if (peek() == "{") {  // a brace initializer
                        skip_braces();
                        continue;
                    }
                    decl.push_back(t_[pos_++]);
                }
                ++pos_;
                Declared d = declared_of(decl, false);
                d.specifiers = std::move(spec);
                d.access = access;
                d.editor_only = editor_only;
                s.properties.push_back(std::move(d));
                continue;
            }
            if (depth == 1 && w == "UFUNCTION") {
                s.functions.push_back(parse_function(access));
                continue;
            }
            if (depth == 1 && w.rfind("DECLARE_DYNAMIC_", 0) == 0) {
                s.delegates.push_back(parse_delegate());
                continue;
            }
            ++pos_;
        }
        fail(s.name + ": class body never closed");
    }

    DeclaredFunction parse_function(Access access) {
        DeclaredFunction f;
        f.line = t_[pos_].line;
        f.editor_only = t_[pos_].editor_only;
        f.access = access;
        ++pos_;
        f.specifiers = specifiers_of(parenthesized());
        std::vector<Token> head;
        while (pos_ < t_.size() && peek() != "(") {
            const std::string& w = peek();
            if (w == "static") f.is_static = true;
            else if (w == "virtual") f.is_virtual = true;
            else if (is_api_macro(w)) f.has_api = true;
            else if (w.rfind("UE_DEPRECATED", 0) == 0 || w == "UE_INTERNAL" || w == "UE_EXPERIMENTAL") {
                ++pos_;
                if (peek() == "(") parenthesized();
                continue;
            } else if (w != "inline" && w != "FORCEINLINE" && w != "FORCENOINLINE" && w != "explicit" && w != "constexpr" &&
                       w != "UE_NODISCARD" && w != "[[" && w != "nodiscard")
                head.push_back(t_[pos_]);
            ++pos_;
        }
        if (head.empty()) fail("UFUNCTION without a declaration");
        f.name = head.back().text;
        head.pop_back();
        if (!(head.size() == 1 && head[0].text == "void")) {
            Token name{Token::Kind::identifier, "ReturnValue", f.line, false};
            head.push_back(name);
            f.return_value = declared_of(head, true);
        }
        for (auto& p : split_commas(parenthesized())) {
            if (p.size() == 1 && p[0].text == "void") continue;
            f.params.push_back(declared_of(p, true));
        }
        // const, override, final, = 0, then `;` or a body.
        while (pos_ < t_.size()) {
            if (peek() == "const") f.is_const = true;
            if (peek() == "override" || peek() == "final") f.is_virtual = true;
            if (peek() == ";") {
                ++pos_;
                break;
            }
            if (peek() == "{") {
                skip_braces();
                break;
            }
            ++pos_;
        }
        return f;
    }

    DeclaredDelegate parse_delegate() {
        DeclaredDelegate d;
        d.line = t_[pos_].line;
        const std::string macro = peek();
        ++pos_;
        d.kind = macro.find("_SPARSE_") != std::string::npos      ? DeclaredDelegate::Kind::sparse
                 : macro.find("_MULTICAST_") != std::string::npos ? DeclaredDelegate::Kind::multicast
                                                                   : DeclaredDelegate::Kind::single;
        auto args = split_commas(parenthesized());
        if (peek() == ";") ++pos_;
        std::size_t i = 0;
        if (macro.find("_RetVal") != std::string::npos && !args.empty()) {
            auto ret = args[i++];
            ret.push_back(Token{Token::Kind::identifier, "ReturnValue", d.line, false});
            d.return_value = declared_of(ret, true);
        }
        if (i >= args.size()) fail(macro + " without a name");
        d.name = joined(args[i++]);
        if (d.kind == DeclaredDelegate::Kind::sparse) i += 2;  // owning class, property name
        for (; i + 1 < args.size(); i += 2) {
            auto p = args[i];
            p.insert(p.end(), args[i + 1].begin(), args[i + 1].end());
            d.params.push_back(declared_of(p, true));
        }
        return d;
    }

    DeclaredEnum parse_enum() {
        DeclaredEnum e;
        e.line = t_[pos_].line;
        ++pos_;
        e.specifiers = specifiers_of(parenthesized());
        if (peek() == "namespace") {
            e.cpp_form = 1;
            ++pos_;
            e.name = peek();
            ++pos_;
            expect("{");
            while (pos_ < t_.size() && peek() != "enum") ++pos_;
        }
        expect("enum");
        if (e.cpp_form != 1) e.cpp_form = 0;
        if (peek() == "class" || peek() == "struct") {
            e.cpp_form = 2;
            ++pos_;
        }
        if (e.cpp_form == 1) ++pos_;  // Type
        else {
            e.name = peek();
            ++pos_;
        }
        if (peek() == ":") {
            ++pos_;
            e.underlying = peek();
            ++pos_;
        }
        const auto body = [&] {
            expect("{");
            std::vector<Token> inner;
            int depth = 1;
            while (pos_ < t_.size()) {
                if (peek() == "{") ++depth;
                if (peek() == "}" && --depth == 0) break;
                inner.push_back(t_[pos_++]);
            }
            expect("}");
            return inner;
        }();
        for (const auto& entry : split_commas(body, false)) {
            std::vector<Token> item;
            for (std::size_t i = 0; i < entry.size(); ++i) {  // UMETA(...) dropped
                if (entry[i].text == "UMETA" && i + 1 < entry.size() && entry[i + 1].text == "(") {
                    int depth = 0;
                    for (++i; i < entry.size(); ++i) {
                        if (entry[i].text == "(") ++depth;
                        if (entry[i].text == ")" && --depth == 0) break;
                    }
                    continue;
                }
                item.push_back(entry[i]);
            }
            if (item.empty()) continue;
            e.entries.emplace_back(item[0].text, item.size() >= 3 && item[1].text == "=" ? joined(item, 2) : "");
        }
        if (e.cpp_form == 1) {
            while (pos_ < t_.size() && peek() != "}") ++pos_;  // the namespace's end
            ++pos_;
        }
        return e;
    }
};

}  // namespace

bool Specifiers::has(const std::string& name) const { return value(name).has_value(); }

std::optional<std::string> Specifiers::value(const std::string& name) const {
    const std::string want = lower(name);
    for (const auto& [k, v] : items)
        if (lower(k) == want) return v;
    return std::nullopt;
}

DeclaredHeader declarations_of(const std::vector<Token>& tokens) { return Parser(tokens).run(); }

}  // namespace rusteal::header_reflection

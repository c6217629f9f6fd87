#include "scaffold/text_template.hpp"

#include "scaffold/scaffold_error.hpp"

#include <vector>

namespace rusteal::scaffold {

namespace {

std::string_view trim_blanks(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

bool is_name(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
    return true;
}

} // namespace

std::string render_template(std::string_view text, const TemplateContext& context, std::string_view origin) {
    std::string out;
    out.reserve(text.size());
    struct Block {
        bool condition;
        bool in_else = false;
        int line;
    };
    std::vector<Block> blocks;
    auto emitting = [&] {
        for (const auto& b : blocks)
            if (b.condition == b.in_else) return false;
        return true;
    };
    int line = 1;
    auto fail = [&](const std::string& what) -> ScaffoldError {
        return ScaffoldError(std::string(origin) + ":" + std::to_string(line) + ": " + what);
    };
    auto lookup = [&](std::string_view name) -> const std::string& {
        auto it = context.find(name);
        if (it == context.end()) {
            std::string known;
            for (const auto& [k, v] : context) known += (known.empty() ? "" : ", ") + k;
            throw fail("unknown variable '" + std::string(name) + "' (the variables are: " + known + ")");
        }
        return it->second;
    };
    std::size_t i = 0;
    while (i < text.size()) {
        const bool expression = text.compare(i, 2, "{{") == 0;
        const bool statement = text.compare(i, 2, "{%") == 0;
        if (!expression && !statement) {
            if (text[i] == '\n') ++line;
            if (emitting()) out += text[i];
            ++i;
            continue;
        }
        const auto close = text.find(expression ? "}}" : "%}", i + 2);
        if (close == std::string_view::npos) throw fail(std::string("'") + (expression ? "{{" : "{%") + "' is never closed");
        const std::string_view inner = trim_blanks(text.substr(i + 2, close - i - 2));
        if (inner.find('\n') != std::string_view::npos) throw fail("a tag must fit on one line");
        if (expression) {
            if (!is_name(inner)) throw fail("'{{ " + std::string(inner) + " }}' is not a variable name (filters are not supported)");
            const std::string& value = lookup(inner);
            if (emitting()) out += value;
        } else if (inner.rfind("if ", 0) == 0) {
            const auto name = trim_blanks(inner.substr(3));
            if (!is_name(name)) throw fail("'{% " + std::string(inner) + " %}': only `if <variable>` is supported");
            blocks.push_back({!lookup(name).empty(), false, line});
        } else if (inner == "else") {
            if (blocks.empty() || blocks.back().in_else) throw fail("'{% else %}' without an open '{% if %}'");
            blocks.back().in_else = true;
        } else if (inner == "endif") {
            if (blocks.empty()) throw fail("'{% endif %}' without an open '{% if %}'");
            blocks.pop_back();
        } else {
            throw fail("'{% " + std::string(inner) + " %}' is not supported (if, else, endif are)");
        }
        i = close + 2;
    }
    if (!blocks.empty()) {
        line = blocks.back().line;
        throw fail("'{% if %}' is never closed with '{% endif %}'");
    }
    return out;
}

} // namespace rusteal::scaffold

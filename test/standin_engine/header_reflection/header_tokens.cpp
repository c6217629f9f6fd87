#include "header_tokens.hpp"

#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace rusteal::header_reflection {
namespace {

struct Block {
    enum class Mode { keep, drop, editor_only } mode;
    bool in_else = false;
    int line;
};

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    return std::string(s.substr(b, e - b));
}

Block::Mode mode_of(const std::string& directive, const std::string& condition) {
    if (directive == "ifdef" || directive == "ifndef") return Block::Mode::keep;
    if (condition == "0") return Block::Mode::drop;
    if (condition == "WITH_EDITORONLY_DATA" || condition == "WITH_EDITOR") return Block::Mode::editor_only;
    return Block::Mode::keep;
}

bool dropped(const std::vector<Block>& blocks) {
    for (const Block& b : blocks)
        if (b.mode == Block::Mode::drop && !b.in_else) return true;
    return false;
}

bool editor_only(const std::vector<Block>& blocks) {
    for (const Block& b : blocks)
        if (b.mode == Block::Mode::editor_only && !b.in_else) return true;
    return false;
}

}  // namespace

std::string read_text_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw std::runtime_error(file.string() + ": cannot be read");
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<Token> tokenize_header(std::string_view text) {
    std::vector<Token> out;
    std::vector<Block> blocks;
    int line = 1;
    bool line_start = true;
    std::size_t i = 0;
    const std::size_t n = text.size();
    while (i < n) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            line_start = true;
            ++i;
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        if (c == '/' && i + 1 < n && text[i + 1] == '/') {
            while (i < n && text[i] != '\n') ++i;
            continue;
        }
        if (c == '/' && i + 1 < n && text[i + 1] == '*') {
            const int start = line;
            i += 2;
            while (i + 1 < n && !(text[i] == '*' && text[i + 1] == '/')) {
                if (text[i] == '\n') ++line;
                ++i;
            }
            if (i + 1 >= n) throw std::runtime_error("line " + std::to_string(start) + ": comment never closed");
            i += 2;
            continue;
        }
        if (c == '#' && line_start) {
            // One directive, with its `\` continuations and without its trailing comment.
            std::string directive_text;
            while (i < n && text[i] != '\n') {
                if (text[i] == '\\' && i + 1 < n && text[i + 1] == '\n') {
                    i += 2;
                    ++line;
                    continue;
                }
                if (text[i] == '/' && i + 1 < n && (text[i + 1] == '/' || text[i + 1] == '*')) break;
                directive_text += text[i++];
            }
            while (i < n && text[i] != '\n') ++i;
            std::string body = trim(std::string_view(directive_text).substr(1));
            const auto space = body.find_first_of(" \t(");
            const std::string directive = body.substr(0, space);
            const std::string condition = space == std::string::npos ? "" : trim(body.substr(space));
            if (directive == "if" || directive == "ifdef" || directive == "ifndef") {
                blocks.push_back({mode_of(directive, condition), false, line});
            } else if (directive == "else" || directive == "elif") {
                if (blocks.empty()) throw std::runtime_error("line " + std::to_string(line) + ": #" + directive + " without #if");
                if (blocks.back().mode != Block::Mode::keep) blocks.back().in_else = true;
            } else if (directive == "endif") {
                if (blocks.empty()) throw std::runtime_error("line " + std::to_string(line) + ": #endif without #if");
                blocks.pop_back();
            }
            continue;
        }
        line_start = false;
        if (dropped(blocks)) {
            // Skip to the end of the line: a dropped block's text is not C++ we must follow,
            // but its newlines still count.
            while (i < n && text[i] != '\n') ++i;
            continue;
        }
        Token t{Token::Kind::punctuation, {}, line, editor_only(blocks)};
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            std::size_t e = i;
            while (e < n && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '_')) ++e;
            t.kind = Token::Kind::identifier;
            t.text = std::string(text.substr(i, e - i));
            // String literal prefixes (TEXT is a macro, but u8"", L"" are literals).
            if ((t.text == "L" || t.text == "u8" || t.text == "u" || t.text == "U") && e < n && text[e] == '"') {
                i = e;
                continue;
            }
            i = e;
        } else if (std::isdigit(static_cast<unsigned char>(c)) ||
                   (c == '.' && i + 1 < n && std::isdigit(static_cast<unsigned char>(text[i + 1])))) {
            std::size_t e = i;
            while (e < n && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '.' || text[e] == '\'' ||
                             ((text[e] == '+' || text[e] == '-') && (text[e - 1] == 'e' || text[e - 1] == 'E') &&
                              text.substr(i, 2) != "0x")))
                ++e;
            t.kind = Token::Kind::number;
            t.text = std::string(text.substr(i, e - i));
            i = e;
        } else if (c == '"' || c == '\'') {
            std::size_t e = i + 1;
            while (e < n && text[e] != c) {
                if (text[e] == '\\') ++e;
                if (e < n && text[e] == '\n') throw std::runtime_error("line " + std::to_string(line) + ": string never closed");
                ++e;
            }
            if (e >= n) throw std::runtime_error("line " + std::to_string(line) + ": string never closed");
            t.kind = Token::Kind::string;
            t.text = std::string(text.substr(i, e + 1 - i));
            i = e + 1;
        } else if (c == ':' && i + 1 < n && text[i + 1] == ':') {
            t.text = "::";
            i += 2;
        } else {
            t.text = std::string(1, c);
            ++i;
        }
        out.push_back(std::move(t));
    }
    if (!blocks.empty())
        throw std::runtime_error("line " + std::to_string(blocks.back().line) + ": #if never closed with #endif");
    return out;
}

}  // namespace rusteal::header_reflection

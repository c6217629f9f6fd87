// Header text as UnrealHeaderTool reads it: comments dropped, preprocessor blocks followed,
// the rest cut into C++ tokens that remember their line and whether they sit in an editor-only
// block. This is the first stage of the header reflector (header_reflection.hpp).
//
// Preprocessor blocks, as UHT treats them: `#if WITH_EDITORONLY_DATA` and `#if WITH_EDITOR`
// mark what they hold editor-only (their `#else` is not); `#if 0` drops its block and
// `#if 1` / `#if CPP` keep theirs; any other condition keeps both branches, as UHT requires of
// a block that holds no reflection macro. Other directives (#include, #define, #pragma) are
// skipped, with their continuation lines.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::header_reflection {

struct Token {
    enum class Kind { identifier, number, string, punctuation };
    Kind kind;
    std::string text;
    int line;          // 1-based line in the header
    bool editor_only;  // inside #if WITH_EDITORONLY_DATA or #if WITH_EDITOR
};

// The whole text of a file (a header, a reflection file); throws std::runtime_error naming the
// file when it cannot be read.
std::string read_text_file(const std::filesystem::path& file);

// Throws std::runtime_error naming the line for an unterminated comment, string or #if block.
std::vector<Token> tokenize_header(std::string_view text);

}  // namespace rusteal::header_reflection

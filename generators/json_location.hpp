#pragma once
// Where a byte offset falls in a JSON text: its line and column (1-based, columns in bytes) and the
// JSON path of the value being read there ("classes[3].funcs[0].name"). Used to explain syntax
// errors, which Boost.JSON reports only as an offset.
#include <cstddef>
#include <string>
#include <string_view>

#include <boost/json/value.hpp>

namespace rusteal::generators {

struct JsonLocation {
    std::size_t line = 1;
    std::size_t column = 1;
    std::string path; // "" for the root
};

JsonLocation locate_in_json(std::string_view text, std::size_t offset);

// Parses a whole JSON document; a syntax error is a GeneratorError
// "<origin>:<line>:<column>: <problem> (at <JSON path>)<hint>".
boost::json::value parse_json_document(std::string_view text, const std::string& origin, std::string_view hint = "");

} // namespace rusteal::generators

#pragma once
// Loading the exporter's three JSON files into a ReflectionModel.
//
// Errors are GeneratorError with a message a user can act on:
//  - malformed JSON: "<file>:<line>:<column>: <problem> (at <JSON path>)";
//  - a record missing a required field or with a wrong type: "<file>: <JSON path> (class 'Actor'):
//    field 'name' is required (a string)".
// Loading never partially succeeds: on any error nothing is returned.
#include "generators/generator_error.hpp"
#include "generators/reflection_model.hpp"

#include <filesystem>
#include <string_view>

namespace rusteal::generators {

inline constexpr std::string_view kClassesFile = "rusteal_classes.json";
inline constexpr std::string_view kStructsFile = "rusteal_structs.json";
inline constexpr std::string_view kEnumsFile = "rusteal_enums.json";

// Reads the three files from `dir` (normally <project>/Intermediate/Rusteal/uht).
ReflectionModel load_reflection(const std::filesystem::path& dir);

// The same from in-memory texts; `origin` names them in messages. For tests and for the daemon,
// which may hold the texts already.
ReflectionModel parse_reflection(std::string_view classes_json, std::string_view structs_json,
                                 std::string_view enums_json, const std::string& origin = "");

// Unreal names types uniquely across a session; two records with one name (two classes, two
// structs or two enums) are refused, naming both. parse_reflection() checks it; so does the
// generator for models built in memory.
void check_unique_names(const ReflectionModel& model, const std::string& origin = "");

} // namespace rusteal::generators

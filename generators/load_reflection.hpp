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

#include <cstdint>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace rusteal::generators {

inline constexpr std::string_view kClassesFile = "rusteal_classes.json";
inline constexpr std::string_view kStructsFile = "rusteal_structs.json";
inline constexpr std::string_view kEnumsFile = "rusteal_enums.json";

// Reads the three files from `dir` (normally <project>/Intermediate/Rusteal/uht).
ReflectionModel load_reflection(const std::filesystem::path& dir);

// Loads the reflection again and again (each generator keeps one). A record whose text is byte
// for byte one of the previous load's is moved over instead of parsed, so a re-export that changed
// one class parses one class. The records that are parsed are parsed on a few threads, each into a
// small document of its own (no document of the whole 80 MB file is built); the bytes a new text
// shares with the previous one at its start and at its end are not even scanned (the loader keeps
// the previous texts for that: their size again in memory).
class ReflectionLoader {
public:
    // Reads the three files of `dir` into model(). Returns the names of the classes whose records
    // were parsed (all of them on a first load): the others are unchanged since the previous load.
    // On an error (as load_reflection's) the loader forgets everything: model() is empty and the
    // next load parses every record.
    std::set<std::string> load(const std::filesystem::path& dir);
    // The same from texts in memory; `origin` names them in messages.
    std::set<std::string> load_texts(std::string_view classes_json, std::string_view structs_json,
                                     std::string_view enums_json, const std::string& origin = "");
    const ReflectionModel& model() const { return model_; }
    // The model, leaving the loader empty (its next load parses everything).
    ReflectionModel take_model();

    // What the loader keeps of one file between loads.
    struct FileMemory {
        std::unordered_map<std::uint64_t, std::size_t> index; // a record's text digest -> its position in model_
        std::string text;     // read by the current load (its memory reused)
        std::string previous; // the previous load's text, which `spans` point into
        std::vector<std::pair<std::size_t, std::size_t>> spans; // the previous load's records: [begin, end)
        std::vector<std::uint64_t> digests;                     // and their digests
        void forget();
    };

private:
    ReflectionModel model_;
    FileMemory files_[3]; // classes, structs, enums
};

// The same from in-memory texts; `origin` names them in messages. For tests and for the daemon,
// which may hold the texts already.
ReflectionModel parse_reflection(std::string_view classes_json, std::string_view structs_json,
                                 std::string_view enums_json, const std::string& origin = "");

// Unreal names types uniquely across a session; two records with one name (two classes, two
// structs or two enums) are refused, naming both. parse_reflection() checks it; so does the
// generator for models built in memory.
void check_unique_names(const ReflectionModel& model, const std::string& origin = "");

} // namespace rusteal::generators

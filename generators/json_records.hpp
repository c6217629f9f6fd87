#pragma once
// The records of one reflection file ({"<key>": [ {...}, ... ]}) found without parsing the whole
// document: where each record's text is and its digest, and which record of the file's previous
// text has the very same bytes, so that the loader (load_reflection.cpp) parses only the records
// that changed. Private to the loader.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace rusteal::generators::json_records {

// The previous load of a file: its text and where its records were.
struct PreviousText {
    std::string_view text;
    const std::vector<std::pair<std::size_t, std::size_t>>& spans;
    const std::vector<std::uint64_t>& digests;
};

// A file's records: where each is, its digest, and which record of the previous text has the very
// same bytes (kUnknown when none is known).
struct Split {
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    std::vector<std::uint64_t> digests;
    std::vector<std::size_t> same_as;
};
constexpr std::size_t kUnknown = static_cast<std::size_t>(-1);

// The records of {"<key>": [ ... ]}; nullopt when the text is not of that shape (another member,
// a syntax error around the records), which the whole-document parser then explains. A record
// that lies within the bytes the text shares with the previous one at its start or its end is
// that record again: it is not scanned, and keeps its digest.
std::optional<Split> split_records(std::string_view text, std::string_view key, const PreviousText* previous);

} // namespace rusteal::generators::json_records

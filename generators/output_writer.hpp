#pragma once
// OutputWriter: the only way generated files reach the disk.
//
// Contract:
//  - write() leaves a file alone when it already holds exactly the new content (its mtime stays),
//    otherwise replaces it atomically (temp file + rename): a reader never sees half a file;
//  - nothing outside the writer's roots is ever written or removed (GeneratorError otherwise);
//  - remove_stale() deletes, one by one, the files of a folder that this run did not produce;
//    folders are never wiped;
//  - digests of what was written are kept (and can be saved and loaded), so a later run can tell
//    an unchanged file by its size and mtime without reading it.
#include "generators/digest.hpp"
#include "generators/file_ops.hpp"
#include "generators/generator_error.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace rusteal::generators {

class OutputWriter {
public:
    explicit OutputWriter(std::vector<std::filesystem::path> roots);

    // Starts a new run: written() and produced() are emptied; the digests are kept.
    void begin_run();
    // True when the file was (re)written.
    // `digest`, when the caller knows it, saves hashing the content again.
    bool write(const std::filesystem::path& path, std::string_view content,
               std::optional<std::uint64_t> digest = std::nullopt);
    // write() for many files: the same checks and result, the changed files written by a few
    // threads at once (a full generation at engine scale writes ~15,000). Returns how many were
    // (re)written. On an error the first one is thrown after every thread has stopped. write()
    // is this with one file.
    struct Item {
        std::filesystem::path path;
        std::string_view content;
        std::optional<std::uint64_t> digest;
    };
    std::size_t write_many(const std::vector<Item>& items);
    // Removes files below `dir` (recursively when asked) that `owned` selects and that this run
    // did not write. Returns what it removed. Empty folders left behind are removed too.
    std::vector<std::filesystem::path> remove_stale(const std::filesystem::path& dir,
                                                    const std::function<bool(const std::filesystem::path&)>& owned,
                                                    bool recursive);

    // Removes the given files (each inside the roots, else GeneratorError) and the folders they
    // leave empty, up to the root. Returns what it removed.
    std::vector<std::filesystem::path> remove_files(const std::vector<std::filesystem::path>& files);

    const std::vector<std::filesystem::path>& written() const { return written_; }
    // Whether this writer (or the run whose digests it loaded) wrote the file.
    bool knows(const std::filesystem::path& path) const;
    // Whether this run wrote (or found unchanged) the file.
    bool produced(const std::filesystem::path& path) const;

    // What the previous run wrote, so unchanged files are recognised without reading them. A file
    // of another format (an older rusteal) is ignored: the files are then compared by content.
    void load_digests(const std::filesystem::path& file);
    // Appends what changed since the previous save to the same file (rewriting it when that is
    // shorter or a record was removed).
    void save_digests(const std::filesystem::path& file);
    // Whether `file` is still the digests file this writer last saved or loaded, as it left it
    // (one stat): false when it is gone or was replaced, as when the folders it sits in were
    // deleted and made again. Then the files it lists may be gone too.
    bool digests_intact(const std::filesystem::path& file) const;

private:
    struct Record {
        std::uintmax_t size;
        std::int64_t mtime_ns;
        std::uint64_t digest;
    };
    void check_inside_roots(const std::filesystem::path& path) const;
    // Temp file, write, rename over `path`; returns the new file's stamp. Throws GeneratorError.
    static file_ops::FileStamp replace_file(const std::filesystem::path& path, std::string_view content);
    bool unchanged(const std::filesystem::path& path, std::string_view content, std::uint64_t digest) const;

    // Paths are kept as file_ops::path_key strings (UTF-8 on Windows).
    std::vector<std::string> roots_; // absolute, normalised, without a trailing separator
    std::vector<std::filesystem::path> written_;
    std::unordered_set<std::string> produced_; // normalised absolute paths (strings hash faster than paths compare)
    std::unordered_set<std::string> existing_dirs_; // folders this writer made or found
    std::unordered_map<std::string, Record> records_; // by normalised absolute path
    void remember(const std::string& path, Record r);
    void forget(const std::string& path);
    std::vector<const std::string*> unsaved_; // keys of records_ changed since the last save
    std::string saved_to_;                     // the digests file the last save wrote
    std::optional<file_ops::FileStamp> digests_stamp_; // that file (or the one loaded) as this writer left it
    std::size_t appended_ = 0;                 // lines appended to it since it was last rewritten
    bool rewrite_digests_ = true;
};

} // namespace rusteal::generators

#include "generators/output_writer.hpp"

#include "generators/file_ops.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <fstream>
#include <sstream>
#include <thread>

namespace rusteal::generators {
namespace fs = std::filesystem;

namespace {

using file_ops::kSeparator;
using file_ops::path_key;

// Both absolute and normalised: a string prefix that ends at a separator.
bool is_within(const std::string& path, const std::string& root) {
    if (path.compare(0, root.size(), root) != 0) return false;
    return path.size() == root.size() || path[root.size()] == kSeparator || (!root.empty() && root.back() == kSeparator);
}

} // namespace

OutputWriter::OutputWriter(std::vector<fs::path> roots) {
    for (auto& r : roots) {
        std::string normal = path_key(fs::absolute(r).lexically_normal());
        if (normal.size() > 1 && normal.back() == kSeparator) normal.pop_back();
        roots_.push_back(normal);
    }
}

void OutputWriter::check_inside_roots(const fs::path& path) const {
    const auto& key = path_key(path);
    for (const auto& r : roots_)
        if (is_within(key, r)) return;
    throw GeneratorError("refusing to write " + path.string() + ": it is outside the generated folders");
}

bool OutputWriter::unchanged(const fs::path& path, std::string_view content, std::uint64_t digest) const {
    const auto st = file_ops::stamp(path);
    if (!st || st->size != content.size()) return false;
    auto rec = records_.find(path_key(path));
    if (rec != records_.end() && rec->second.size == content.size() && rec->second.mtime_ns == st->mtime_ns)
        return rec->second.digest == digest; // the file is as we last wrote it: no need to read it
    std::ifstream in(path, std::ios::binary);
    std::string existing(content.size(), '\0');
    in.read(existing.data(), static_cast<std::streamsize>(existing.size()));
    return in.gcount() == static_cast<std::streamsize>(content.size()) && existing == content;
}

void OutputWriter::begin_run() {
    written_.clear();
    produced_.clear();
    existing_dirs_.clear(); // someone may have removed a folder since the previous run
}

namespace {
// A path absolute and normalised. Paths the generator builds are already both, so the common case
// only checks. (A path, not its key: on Windows a key turned back into a path would not be read as
// UTF-8.)
fs::path normal_path(const fs::path& raw) {
    static const std::string dot = std::string(1, kSeparator) + "." + kSeparator;
    static const std::string dot_dot = std::string(1, kSeparator) + ".." + kSeparator;
    static const std::string twice(2, kSeparator);
    static const std::string dot_end = std::string(1, kSeparator) + ".";
    const auto& n = path_key(raw);
    bool plain = raw.is_absolute() && n.find(dot) == std::string::npos && n.find(dot_dot) == std::string::npos &&
                 n.find(twice) == std::string::npos &&
                 (n.size() < 2 || (n.compare(n.size() - 2, 2, dot_end) != 0 && n.back() != kSeparator));
    if (kSeparator != '/' && n.find('/') != std::string::npos) plain = false; // Windows: both separators
    return plain ? raw : fs::absolute(raw).lexically_normal();
}

std::string normal_key(const fs::path& raw) { return path_key(normal_path(raw)); }
} // namespace

bool OutputWriter::produced(const fs::path& path) const { return produced_.count(normal_key(path)) > 0; }

bool OutputWriter::write(const fs::path& path, std::string_view content, std::optional<std::uint64_t> digest) {
    return write_many({{path, content, digest}}) == 1;
}

file_ops::FileStamp OutputWriter::replace_file(const fs::path& path, std::string_view content) {
    auto tmp = path;
    tmp += ".rusteal-tmp";
    // The file's times as they will stay: the rename below does not change its mtime.
    const auto st = file_ops::write_file(tmp, content);
    try {
        file_ops::rename_over(tmp, path);
    } catch (...) {
        std::error_code ignore;
        fs::remove(tmp, ignore);
        throw;
    }
    return st;
}

std::size_t OutputWriter::write_many(const std::vector<Item>& items) {
    // Checks and folders on this thread (they touch the writer's state); then the changed files.
    struct Job {
        fs::path path;
        std::string_view content;
        std::uint64_t digest;
        file_ops::FileStamp st;
        std::string error;
    };
    std::vector<Job> jobs;
    for (const auto& item : items) {
        fs::path path = normal_path(item.path);
        check_inside_roots(path);
        const auto digest = item.digest ? *item.digest : content_digest(item.content);
        std::string key = path_key(path);
        produced_.insert(key);
        if (unchanged(path, item.content, digest)) {
            if (const auto st = file_ops::stamp(path)) remember(key, {item.content.size(), st->mtime_ns, digest});
            continue;
        }
        if (!existing_dirs_.count(path_key(path.parent_path()))) {
            std::error_code ec;
            fs::create_directories(path.parent_path(), ec);
            if (ec) throw GeneratorError("cannot create " + path.parent_path().string() + ": " + ec.message());
            existing_dirs_.insert(path_key(path.parent_path()));
        }
        Job job;
        job.path = std::move(path);
        job.content = item.content;
        job.digest = digest;
        jobs.push_back(std::move(job));
    }
    // Threads pay off for many files, or for a few large ones (the id files of an engine-scale
    // library are several megabytes each).
    std::size_t bytes = 0;
    for (const auto& j : jobs) bytes += j.content.size();
    const bool parallel = jobs.size() >= 64 || (jobs.size() >= 2 && bytes >= (1u << 20));
    const unsigned threads = parallel ? std::clamp(std::thread::hardware_concurrency(), 1u, 4u) : 1u;
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < jobs.size();) {
            try {
                jobs[i].st = replace_file(jobs[i].path, jobs[i].content);
            } catch (const std::exception& e) {
                jobs[i].error = e.what();
            }
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    std::size_t written = 0;
    for (auto& j : jobs) {
        if (!j.error.empty()) throw GeneratorError(j.error);
        remember(path_key(j.path), {j.content.size(), j.st.mtime_ns, j.digest});
        written_.push_back(j.path);
        ++written;
    }
    return written;
}

std::vector<fs::path> OutputWriter::remove_stale(const fs::path& raw_dir, const std::function<bool(const fs::path&)>& owned,
                                                 bool recursive) {
    auto dir = fs::absolute(raw_dir).lexically_normal();
    check_inside_roots(dir);
    std::vector<fs::path> removed;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return removed;
    std::vector<fs::path> candidates, folders;
    auto consider = [&](const fs::directory_entry& e) {
        if (e.is_directory()) folders.push_back(e.path());
        else if (!produced_.count(normal_key(e.path())) && owned(e.path())) candidates.push_back(e.path());
    };
    if (recursive)
        for (const auto& e : fs::recursive_directory_iterator(dir, ec)) consider(e);
    else
        for (const auto& e : fs::directory_iterator(dir, ec)) consider(e);
    for (const auto& p : candidates) {
        if (fs::remove(p, ec)) {
            removed.push_back(p);
            forget(normal_key(p));
        }
        existing_dirs_.clear();
    }
    // Deepest first; fs::remove on a folder only succeeds when it is empty.
    std::sort(folders.begin(), folders.end(), [](const fs::path& a, const fs::path& b) {
        return std::distance(a.begin(), a.end()) > std::distance(b.begin(), b.end());
    });
    for (const auto& f : folders)
        if (fs::is_empty(f, ec)) fs::remove(f, ec);
    return removed;
}

std::vector<fs::path> OutputWriter::remove_files(const std::vector<fs::path>& files) {
    std::vector<fs::path> removed;
    std::error_code ec;
    for (const auto& raw : files) {
        fs::path path = normal_path(raw);
        check_inside_roots(path);
        const std::string key = path_key(path);
        if (produced_.count(key) || !fs::remove(path, ec)) continue;
        removed.push_back(path);
        forget(key);
        existing_dirs_.clear(); // folders may go below: ask the disk again next time
        // Prune the folders left empty, never a root itself.
        for (auto dir = path.parent_path(); !dir.empty() && fs::is_empty(dir, ec); dir = dir.parent_path()) {
            if (std::find(roots_.begin(), roots_.end(), path_key(dir)) != roots_.end()) break;
            if (!fs::remove(dir, ec)) break;
        }
    }
    return removed;
}

bool OutputWriter::knows(const fs::path& path) const { return records_.count(normal_key(path)) > 0; }

namespace {
constexpr std::string_view kDigestsHeader = "# rusteal codegen digests 2: size mtime_ns digest path\n";
} // namespace

void OutputWriter::load_digests(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    if (text.compare(0, kDigestsHeader.size(), kDigestsHeader) != 0) return;
    std::string_view rest(text);
    rest.remove_prefix(kDigestsHeader.size());
    while (!rest.empty()) {
        auto eol = rest.find('\n');
        auto line = rest.substr(0, eol);
        rest.remove_prefix(eol == std::string_view::npos ? rest.size() : eol + 1);
        Record r{};
        const char* p = line.data();
        const char* end = line.data() + line.size();
        auto field = [&](auto& v, int base) {
            auto [next, ec] = std::from_chars(p, end, v, base);
            if (ec != std::errc() || next == end || *next != ' ') return false;
            p = next + 1;
            return true;
        };
        if (field(r.size, 10) && field(r.mtime_ns, 10) && field(r.digest, 16) && p < end) records_[std::string(p, end)] = r;
    }
    // The next save starts a compact file of its own.
    rewrite_digests_ = true;
    saved_to_ = path_key(file);
    digests_stamp_ = file_ops::stamp(file);
}

bool OutputWriter::digests_intact(const fs::path& file) const {
    if (!digests_stamp_ || saved_to_ != path_key(file)) return false;
    const auto now = file_ops::stamp(file);
    return now && now->size == digests_stamp_->size && now->mtime_ns == digests_stamp_->mtime_ns;
}

void OutputWriter::remember(const std::string& path, Record r) {
    auto [it, fresh] = records_.insert_or_assign(path, r);
    unsaved_.push_back(&it->first);
}

void OutputWriter::forget(const std::string& path) {
    if (records_.erase(path)) rewrite_digests_ = true;
}

namespace {
void append_record(std::string& out, const std::string& path, std::uintmax_t size, std::int64_t mtime, std::uint64_t digest) {
    char buf[64];
    auto put = [&](auto v, int base) {
        auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, base);
        out.append(buf, end).push_back(' ');
    };
    put(size, 10);
    put(mtime, 10);
    put(digest, 16);
    out.append(path).push_back('\n');
}
} // namespace

void OutputWriter::save_digests(const fs::path& file) {
    // What changed since the last save is appended (a later line of a path wins when loading);
    // the whole file is rewritten after a removal, for another file, or once the appended lines
    // outnumber the records.
    const bool append = !rewrite_digests_ && saved_to_ == path_key(file) && appended_ + unsaved_.size() <= records_.size() &&
                        fs::exists(file);
    std::string out;
    if (append) {
        for (const auto* path : unsaved_) {
            const auto& r = records_.at(*path);
            append_record(out, *path, r.size, r.mtime_ns, r.digest);
        }
        file_ops::append_file(file, out);
        appended_ += unsaved_.size();
        unsaved_.clear();
        digests_stamp_ = file_ops::stamp(file);
        return;
    }
    out.assign(kDigestsHeader);
    out.reserve(records_.size() * 160 + out.size());
    for (const auto& [path, r] : records_) append_record(out, path, r.size, r.mtime_ns, r.digest);
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    auto tmp = file;
    tmp += ".tmp";
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        f << out;
        if (!f) throw GeneratorError("cannot write " + tmp.string());
    }
    file_ops::rename_over(tmp, file);
    saved_to_ = path_key(file);
    digests_stamp_ = file_ops::stamp(file);
    appended_ = 0;
    unsaved_.clear();
    rewrite_digests_ = false;
}

} // namespace rusteal::generators

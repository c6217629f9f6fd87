#include "generators/json_records.hpp"

#include "generators/digest.hpp"

#include <algorithm>

namespace rusteal::generators::json_records {

namespace {

// Skips a JSON string starting at text[i] == '"'; returns the index after its closing quote, or
// npos when it does not close.
std::size_t skip_string(std::string_view text, std::size_t i) {
    const char* begin = text.data();
    const char* end = begin + text.size();
    for (const char* p = begin + i + 1; p < end;) {
        auto* quote = static_cast<const char*>(std::memchr(p, '"', static_cast<std::size_t>(end - p)));
        if (!quote) return std::string_view::npos;
        // Escaped when an odd number of backslashes precede it.
        std::size_t backslashes = 0;
        for (const char* b = quote - 1; b > begin + i && *b == '\\'; --b) ++backslashes;
        if (backslashes % 2 == 0) return static_cast<std::size_t>(quote - begin) + 1;
        p = quote + 1;
    }
    return std::string_view::npos;
}

std::size_t skip_space(std::string_view text, std::size_t i) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t')) ++i;
    return i;
}

// The end of the value starting at text[i] (balanced brackets, strings skipped); npos when it does
// not end. Whether the value is valid JSON is the record parser's business.
std::size_t skip_value(std::string_view text, std::size_t i) {
    int depth = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '"') {
            i = skip_string(text, i);
            if (i == std::string_view::npos) return i;
            if (depth == 0) return i;
            continue;
        }
        if (c == '{' || c == '[') ++depth;
        else if (c == '}' || c == ']') {
            if (depth == 0) return i; // a scalar ended by its container
            if (--depth == 0) return i + 1;
        } else if (depth == 0 && c == ',') return i;
        ++i;
    }
    return depth == 0 ? i : std::string_view::npos;
}



std::size_t common_prefix(std::string_view a, std::string_view b) {
    const std::size_t n = std::min(a.size(), b.size());
    std::size_t i = 0;
    constexpr std::size_t kChunk = 1 << 16;
    while (i + kChunk <= n && std::memcmp(a.data() + i, b.data() + i, kChunk) == 0) i += kChunk;
    while (i < n && a[i] == b[i]) ++i;
    return i;
}

std::size_t common_suffix(std::string_view a, std::string_view b, std::size_t limit) {
    const std::size_t n = std::min({a.size(), b.size(), limit});
    std::size_t k = 0;
    constexpr std::size_t kChunk = 1 << 16;
    while (k + kChunk <= n && std::memcmp(a.data() + a.size() - k - kChunk, b.data() + b.size() - k - kChunk, kChunk) == 0)
        k += kChunk;
    while (k < n && a[a.size() - 1 - k] == b[b.size() - 1 - k]) ++k;
    return k;
}

} // namespace

// The records of {"<key>": [ ... ]}; nullopt when the text is not of that shape (another member,
// a syntax error around the records), which the whole-document parser then explains. A record
// that lies within the bytes the text shares with the previous one at its start or its end is
// that record again: it is not scanned, and keeps its digest.
std::optional<Split> split_records(std::string_view text, std::string_view key, const PreviousText* previous) {
    std::size_t i = skip_space(text, 0);
    if (i >= text.size() || text[i] != '{') return std::nullopt;
    i = skip_space(text, i + 1);
    if (i >= text.size() || text[i] != '"') return std::nullopt;
    auto key_end = skip_string(text, i);
    if (key_end == std::string_view::npos || text.substr(i + 1, key_end - i - 2) != key) return std::nullopt;
    i = skip_space(text, key_end);
    if (i >= text.size() || text[i] != ':') return std::nullopt;
    i = skip_space(text, i + 1);
    if (i >= text.size() || text[i] != '[') return std::nullopt;

    std::size_t prefix = 0, suffix = 0, old_size = 0;
    if (previous) {
        old_size = previous->text.size();
        prefix = common_prefix(previous->text, text);
        suffix = common_suffix(previous->text, text, std::min(old_size, text.size()) - prefix);
    }
    std::size_t head = 0, tail = 0; // walk the previous spans in order
    // The end of the record starting at `at` when its bytes are a previous record's; 0 otherwise.
    auto known = [&](std::size_t at, std::size_t& which) -> std::size_t {
        if (!previous) return 0;
        const auto& spans = previous->spans;
        if (at < prefix) {
            while (head < spans.size() && spans[head].first < at) ++head;
            if (head < spans.size() && spans[head].first == at && spans[head].second <= prefix) {
                which = head;
                return spans[head].second;
            }
            return 0;
        }
        if (at >= text.size() - suffix) {
            const std::size_t old_at = at - (text.size() - suffix) + (old_size - suffix); // the same byte in the previous text
            while (tail < spans.size() && spans[tail].first < old_at) ++tail;
            if (tail < spans.size() && spans[tail].first == old_at) {
                which = tail;
                return at + (spans[tail].second - spans[tail].first);
            }
        }
        return 0;
    };

    Split out;
    i = skip_space(text, i + 1);
    if (i < text.size() && text[i] == ']') {
        ++i;
    } else {
        for (;;) {
            std::size_t which = kUnknown;
            auto end = known(i, which);
            if (!end) end = skip_value(text, i);
            if (end == std::string_view::npos || end == i) return std::nullopt;
            out.spans.emplace_back(i, end);
            out.same_as.push_back(which);
            out.digests.push_back(which != kUnknown ? previous->digests[which] : content_digest(text.substr(i, end - i)));
            i = skip_space(text, end);
            if (i >= text.size()) return std::nullopt;
            if (text[i] == ']') {
                ++i;
                break;
            }
            if (text[i] != ',') return std::nullopt;
            i = skip_space(text, i + 1);
        }
    }
    i = skip_space(text, i);
    if (i >= text.size() || text[i] != '}') return std::nullopt;
    if (skip_space(text, i + 1) != text.size()) return std::nullopt;
    return out;
}

} // namespace rusteal::generators::json_records

#pragma once
// OutputLines: a child's output stream cut into lines, as ChildProcess delivers them (its
// contract): CR LF and LF end a line; a line longer than kMaxLineBytes arrives in pieces of that
// size; what is left at the end of the stream arrives as a last line. Shared by the platforms'
// ChildProcess implementations.
#include <cstddef>
#include <string>
#include <string_view>

namespace rusteal::process {

template <std::size_t MaxLineBytes>
class OutputLines {
public:
    // Adds `n` bytes read from the stream and hands every complete line to `emit`.
    template <class Emit>
    void append(const char* data, std::size_t n, Emit&& emit) {
        pending_.append(data, n);
        std::size_t start = 0;
        for (;;) {
            const auto nl = pending_.find('\n', start);
            if (nl == std::string::npos) break;
            std::string_view line(pending_.data() + start, nl - start);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            emit(line);
            start = nl + 1;
        }
        pending_.erase(0, start);
        // Strictly longer: a line of exactly the maximum whose newline is still to come is whole.
        while (pending_.size() > MaxLineBytes) {
            emit(std::string_view(pending_).substr(0, MaxLineBytes));
            pending_.erase(0, MaxLineBytes);
        }
    }

    // The stream ended: the unterminated rest, if any, is the last line.
    template <class Emit>
    void finish(Emit&& emit) {
        if (!pending_.empty()) emit(std::string_view(pending_));
        pending_.clear();
    }

private:
    std::string pending_;
};

} // namespace rusteal::process

#pragma once
// Digest: the 64-bit fingerprint the generator compares inputs and outputs by (change detection,
// not security). Eight bytes per step, so fingerprinting a model of tens of megabytes or an id file
// of several costs milliseconds. Order-sensitive: every field is closed by its length, so ("ab",
// "c") and ("a", "bc") differ.
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace rusteal::generators {

class Digest {
public:
    Digest& add(std::string_view s) {
        const char* p = s.data();
        std::size_t n = s.size();
        if (n >= 64) { // four independent lanes: a file of megabytes at memory speed
            std::uint64_t lane[4] = {h_, h_ ^ 0x6a09e667f3bcc909ULL, h_ ^ 0xbb67ae8584caa73bULL, h_ ^ 0x3c6ef372fe94f82bULL};
            for (; n >= 32; p += 32, n -= 32)
                for (int i = 0; i < 4; ++i) {
                    std::uint64_t w;
                    std::memcpy(&w, p + 8 * i, 8);
                    lane[i] = std::rotl(lane[i] ^ (w * 0x87c37b91114253d5ULL), 31) * 0x4cf5ad432745937fULL;
                }
            for (auto l : lane) word(l);
        }
        for (; n >= 8; p += 8, n -= 8) {
            std::uint64_t w;
            std::memcpy(&w, p, 8);
            word(w);
        }
        std::uint64_t tail = 0;
        std::memcpy(&tail, p, n);
        word(tail);
        word(s.size());
        return *this;
    }
    Digest& num(std::uint64_t v) {
        word(v);
        return *this;
    }
    Digest& opt(const std::optional<std::string>& s) { return s ? add(*s).num(1) : num(0); }
    // Never 0, which callers use for "not computed yet".
    std::uint64_t value() const {
        std::uint64_t x = h_;
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 33;
        x *= 0xc4ceb9fe1a85ec53ULL;
        x ^= x >> 33;
        return x | 1;
    }

private:
    void word(std::uint64_t w) { h_ = std::rotl(h_ ^ (w * 0x87c37b91114253d5ULL), 31) * 0x4cf5ad432745937fULL; }
    std::uint64_t h_ = 0x9e3779b97f4a7c15ULL;
};

// The digest of a file's content.
inline std::uint64_t content_digest(std::string_view content) { return Digest().add(content).value(); }

} // namespace rusteal::generators

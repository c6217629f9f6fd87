#include "library_image.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <vector>

namespace rusteal::host {
namespace {

class Image {
public:
    explicit Image(const std::filesystem::path& file) : in_(file, std::ios::binary) {
        std::error_code ec;
        const auto n = std::filesystem::file_size(file, ec);
        if (!ec) size_ = n;
    }
    bool opened() const { return in_.is_open(); }
    std::uint64_t size() const { return size_; }

    // `n` bytes at `offset` (little-endian fields are read from them below); false past the end.
    bool read(std::uint64_t offset, void* out, std::size_t n) {
        if (offset > size_ || n > size_ - offset) return false;
        in_.clear();
        in_.seekg(static_cast<std::streamoff>(offset));
        in_.read(static_cast<char*>(out), static_cast<std::streamsize>(n));
        return in_.gcount() == static_cast<std::streamsize>(n);
    }

private:
    std::ifstream in_;
    std::uint64_t size_ = 0;
};

std::uint64_t le(const unsigned char* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | p[i];
    return v;
}

std::string beyond(const char* what, std::uint64_t end, std::uint64_t size) {
    return std::string(what) + " ends at byte " + std::to_string(end) + ", the file has " + std::to_string(size) + " bytes";
}

// ELF (System V ABI): the program and section header tables, every loadable segment and every
// section with contents inside the file.
bool check_elf(Image& image, const unsigned char* ident, std::string& why) {
    const bool is64 = ident[4] == 2;
    if (ident[4] != 1 && !is64) {
        why = "its ELF class (" + std::to_string(ident[4]) + ") is neither 32 nor 64 bits";
        return false;
    }
    if (ident[5] != 1) {
        why = "it is not a little-endian ELF file";
        return false;
    }
    unsigned char h[64] = {};
    if (!image.read(0, h, is64 ? 64 : 52)) {
        why = beyond("its ELF header", is64 ? 64 : 52, image.size());
        return false;
    }
    const std::uint64_t phoff = is64 ? le(h + 32, 8) : le(h + 28, 4);
    const std::uint64_t shoff = is64 ? le(h + 40, 8) : le(h + 32, 4);
    const std::uint64_t phentsize = le(h + (is64 ? 54 : 42), 2), phnum = le(h + (is64 ? 56 : 44), 2);
    const std::uint64_t shentsize = le(h + (is64 ? 58 : 46), 2), shnum = le(h + (is64 ? 60 : 48), 2);
    const std::uint64_t size = image.size();
    if (phoff > size || phentsize * phnum > size - phoff) {
        why = beyond("its program header table", phoff + phentsize * phnum, size);
        return false;
    }
    std::vector<unsigned char> entry(std::max<std::uint64_t>(phentsize, shentsize));
    for (std::uint64_t i = 0; i < phnum; ++i) {
        if (phentsize < (is64 ? 56u : 32u) || !image.read(phoff + i * phentsize, entry.data(), phentsize)) break;
        const auto type = le(entry.data(), 4);
        const std::uint64_t offset = is64 ? le(entry.data() + 8, 8) : le(entry.data() + 4, 4);
        const std::uint64_t filesz = is64 ? le(entry.data() + 32, 8) : le(entry.data() + 16, 4);
        if ((type == 1 || type == 2) && (offset > size || filesz > size - offset)) { // PT_LOAD, PT_DYNAMIC
            why = beyond(type == 1 ? "a loadable segment" : "the dynamic segment", offset + filesz, size);
            return false;
        }
    }
    if (shoff == 0) return true;
    if (shoff > size || shentsize * shnum > size - shoff) {
        why = beyond("its section header table", shoff + shentsize * shnum, size);
        return false;
    }
    for (std::uint64_t i = 0; i < shnum; ++i) {
        if (shentsize < (is64 ? 64u : 40u) || !image.read(shoff + i * shentsize, entry.data(), shentsize)) break;
        const auto type = le(entry.data() + 4, 4);
        const std::uint64_t offset = is64 ? le(entry.data() + 24, 8) : le(entry.data() + 16, 4);
        const std::uint64_t bytes = is64 ? le(entry.data() + 32, 8) : le(entry.data() + 20, 4);
        if (type != 0 && type != 8 && (offset > size || bytes > size - offset)) { // SHT_NULL, SHT_NOBITS
            why = beyond(("section " + std::to_string(i)).c_str(), offset + bytes, size);
            return false;
        }
    }
    return true;
}

// PE/COFF (Microsoft's PE format): the headers and every section's raw data inside the file.
bool check_pe(Image& image, std::string& why) {
    unsigned char dos[64];
    if (!image.read(0, dos, sizeof dos)) {
        why = beyond("its DOS header", 64, image.size());
        return false;
    }
    const std::uint64_t pe = le(dos + 0x3c, 4);
    unsigned char coff[24];
    if (!image.read(pe, coff, sizeof coff) || std::memcmp(coff, "PE\0\0", 4) != 0) {
        why = "it has no PE header where its DOS header points (byte " + std::to_string(pe) + ")";
        return false;
    }
    const std::uint64_t sections = le(coff + 6, 2), optional = le(coff + 20, 2);
    const std::uint64_t table = pe + 24 + optional;
    for (std::uint64_t i = 0; i < sections; ++i) {
        unsigned char s[40];
        if (!image.read(table + i * 40, s, sizeof s)) {
            why = beyond("its section table", table + sections * 40, image.size());
            return false;
        }
        const std::uint64_t raw_size = le(s + 16, 4), raw_at = le(s + 20, 4);
        if (raw_size != 0 && (raw_at > image.size() || raw_size > image.size() - raw_at)) {
            why = beyond(("section " + std::string(reinterpret_cast<const char*>(s), strnlen(reinterpret_cast<const char*>(s), 8))).c_str(),
                         raw_at + raw_size, image.size());
            return false;
        }
    }
    return true;
}

} // namespace

bool check_library_image(const std::filesystem::path& file, std::string& error) {
    Image image(file);
    if (!image.opened()) return true; // the loader says why, in the system's words
    unsigned char magic[16] = {};
    std::string why;
    bool ok = false;
    if (image.read(0, magic, 16) && std::memcmp(magic, "\x7f" "ELF", 4) == 0) ok = check_elf(image, magic, why);
    else if (image.read(0, magic, 2) && magic[0] == 'M' && magic[1] == 'Z') ok = check_pe(image, why);
    else why = "it is not a shared library (no ELF or PE header; " + std::to_string(image.size()) + " bytes)";
    if (!ok) error = "truncated or damaged: " + why;
    return ok;
}

} // namespace rusteal::host

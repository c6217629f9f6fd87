#pragma once
// Small ASCII text helpers the daemon's file readers share (config files, .ini, templates).
#include <cctype>
#include <string>
#include <string_view>

namespace rusteal::common {

inline std::string ascii_lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// `s` with control bytes written as \xNN, for a message that quotes what a client sent.
inline std::string printable(std::string_view s) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c == 0x7f) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += ch;
        }
    }
    return out;
}

inline std::string ascii_upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

// Without leading and trailing spaces, tabs and carriage returns.
inline std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos) return {};
    return std::string(s.substr(b, s.find_last_not_of(" \t\r") - b + 1));
}

} // namespace rusteal::common

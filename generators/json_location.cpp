#include "generators/json_location.hpp"

#include "generators/generator_error.hpp"

#include <boost/json.hpp>

#include <vector>

namespace rusteal::generators {
namespace {

struct Frame {
    explicit Frame(bool is_object) : object(is_object) {}
    bool object;
    std::size_t index = 0; // arrays: the element being read
    std::string key;       // objects: the member being read
    bool have_key = false;
};

std::string path_of(const std::vector<Frame>& frames) {
    std::string path;
    for (const auto& f : frames) {
        if (f.object) {
            if (!f.have_key) break;
            if (!path.empty()) path += '.';
            path += f.key;
        } else {
            path += "[" + std::to_string(f.index) + "]";
        }
    }
    return path;
}

} // namespace

JsonLocation locate_in_json(std::string_view text, std::size_t offset) {
    JsonLocation loc;
    if (offset > text.size()) offset = text.size();
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++loc.line;
            loc.column = 1;
        } else {
            ++loc.column;
        }
    }
    std::vector<Frame> frames;
    bool expecting_key = false;
    std::size_t i = 0;
    while (i < offset) {
        char c = text[i];
        switch (c) {
        case '{':
            frames.emplace_back(true);
            expecting_key = true;
            ++i;
            break;
        case '[':
            frames.emplace_back(false);
            expecting_key = false;
            ++i;
            break;
        case '}':
        case ']':
            if (!frames.empty()) frames.pop_back();
            expecting_key = false;
            ++i;
            break;
        case ',':
            if (!frames.empty()) {
                if (frames.back().object) {
                    frames.back().have_key = false;
                    expecting_key = true;
                } else {
                    ++frames.back().index;
                }
            }
            ++i;
            break;
        case ':':
            expecting_key = false;
            ++i;
            break;
        case '"': {
            std::string s;
            ++i;
            while (i < offset && text[i] != '"') {
                if (text[i] == '\\' && i + 1 < offset) ++i;
                s += text[i];
                ++i;
            }
            ++i;
            if (expecting_key && !frames.empty() && frames.back().object) {
                frames.back().key = std::move(s);
                frames.back().have_key = true;
            }
            break;
        }
        default:
            ++i;
        }
    }
    loc.path = path_of(frames);
    return loc;
}

boost::json::value parse_json_document(std::string_view text, const std::string& origin, std::string_view hint) {
    boost::json::parse_options opts;
    opts.max_depth = 256;
    boost::json::stream_parser p({}, opts);
    boost::system::error_code ec;
    std::size_t used = p.write_some(text.data(), text.size(), ec);
    if (!ec) {
        auto rest = text.find_first_not_of(" \t\r\n", used);
        if (rest != std::string_view::npos) {
            auto loc = locate_in_json(text, rest);
            throw GeneratorError(origin + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.column) +
                                 ": unexpected text after the top-level JSON value");
        }
        p.finish(ec);
    }
    if (ec) {
        auto loc = locate_in_json(text, used);
        throw GeneratorError(origin + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.column) + ": " +
                             ec.message() + " (at " + (loc.path.empty() ? "the root" : loc.path) + ")" + std::string(hint));
    }
    return p.release();
}

} // namespace rusteal::generators

// rusteal-header-reflector: Unreal header text in, the RustealExporter's three JSON files out
// (header_reflection.hpp). Usage:
//
//   rusteal-header-reflector --list HEADERS.txt --root UE_ROOT --out DIR [--known DIR ...]
//   rusteal-header-reflector --list HEADERS.txt --root UE_ROOT --compare FIXTURE_DIR [--known DIR ...] [--public-only]
//
// HEADERS.txt, one entry a line (`#` starts a comment):
//   rusteal-header-reflector --merge BASE_DIR EXTRA_DIR --out DIR   (merge_reflections)
//   rusteal-header-reflector --update BASE_DIR NEWER_DIR --out DIR  (update_reflections)
//   rusteal-header-reflector --extend BASE_DIR NEWER_DIR --out DIR  (extend_reflections)
//
//   header <Module> <include path> [<file under UE_ROOT>]   a header to read (file: the include path;
//                                                          `@/name`: a file beside the list)
//   known class <CppName> <ParentCppName> <Package> [<class_flags>]
//   known interface <CppName> <Package>
//   known struct <CppName> <Package>
//   known enum <CppName> <cpp_form 0|1|2> <underlying type> <Package>
//   known delegate <CppName> single|multicast|sparse
// --compare prints every difference with the given folder's files for what both have, and
// exits 1 when there is one. --public-only leaves out protected and private properties, as the
// exporter that wrote the fixture did (the RustealExporter keeps those Blueprints see). Warnings (types guessed, members left out) go to stderr.
#include "header_reflection.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

namespace hr = rusteal::header_reflection;

namespace {

[[noreturn]] void usage(const std::string& why) {
    std::cerr << "rusteal-header-reflector: " << why << "\n"
              << "usage: rusteal-header-reflector --list FILE --root DIR (--out DIR | --compare DIR) [--known DIR ...] [--public-only]\n";
    std::exit(2);
}

void read_list(const std::filesystem::path& list, const std::filesystem::path& root, std::vector<hr::HeaderInput>& headers,
               std::vector<hr::KnownType>& known) {
    std::ifstream in(list);
    if (!in) usage(list.string() + ": cannot be read");
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (const auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
        std::istringstream words(line);
        std::vector<std::string> w;
        for (std::string s; words >> s;) w.push_back(s);
        if (w.empty()) continue;
        const auto bad = [&](const std::string& why) {
            usage(list.string() + ":" + std::to_string(number) + ": " + why);
        };
        if (w[0] == "header") {
            if (w.size() < 3 || w.size() > 4) bad("expected `header <Module> <include path> [<file>]`");
            const std::string file = w.size() == 4 ? w[3] : w[2];
            // `@/name`: a file beside the list (declarations rusteal writes itself).
            headers.push_back({w[1], w[2], file.rfind("@/", 0) == 0 ? list.parent_path() / file.substr(2) : root / file});
        } else if (w[0] == "known" && w.size() >= 3) {
            hr::KnownType k{hr::KnownType::Kind::class_, w[2], {}, 0, 2, "uint8", {}};
            if (w[1] == "class" && (w.size() == 5 || w.size() == 6)) {
                k.super = w[3];
                k.package = w[4];
                k.flags = w.size() == 6 ? static_cast<std::uint32_t>(std::stoul(w[5], nullptr, 0)) : 0x800a0;
            } else if (w[1] == "interface" && w.size() == 4) {
                k.kind = hr::KnownType::Kind::interface;
                k.package = w[3];
                k.flags = 0x840a1;
            } else if (w[1] == "struct" && w.size() == 4) {
                k.kind = hr::KnownType::Kind::struct_;
                k.package = w[3];
                k.flags = 0x1;
            } else if (w[1] == "enum" && w.size() == 6) {
                k.kind = hr::KnownType::Kind::enum_;
                k.enum_cpp_form = std::stoi(w[3]);
                k.enum_underlying = w[4];
                k.package = w[5];
            } else if (w[1] == "delegate" && w.size() == 4) {
                k.kind = hr::KnownType::Kind::delegate;
            } else {
                bad("a `known` line this tool does not read (see the usage at the top of main.cpp)");
            }
            known.push_back(k);
        } else {
            bad("expected `header ...` or `known ...`");
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    std::filesystem::path list, root, out, compare, merge_base, merge_extra;
    std::string combine;
    std::vector<std::filesystem::path> known_dirs;
    hr::ReflectOptions options;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if ((a == "--merge" || a == "--update" || a == "--extend") && i + 2 < argc) {
            combine = a;
            merge_base = argv[++i];
            merge_extra = argv[++i];
            continue;
        }
        if (a == "--public-only") {
            options.public_members_only = true;
            continue;
        }
        if (i + 1 >= argc) usage(a + " needs a value");
        const std::filesystem::path v = argv[++i];
        if (a == "--list") list = v;
        else if (a == "--root") root = v;
        else if (a == "--out") out = v;
        else if (a == "--compare") compare = v;
        else if (a == "--known") known_dirs.push_back(v);
        else usage("unknown option " + a);
    }
    if (!merge_base.empty()) {
        if (out.empty()) usage(combine + " needs --out");
        try {
            const auto base = hr::read_reflection(merge_base), extra = hr::read_reflection(merge_extra);
            hr::write_reflection(combine == "--update"   ? hr::update_reflections(base, extra)
                                 : combine == "--extend" ? hr::extend_reflections(base, extra)
                                                         : hr::merge_reflections(base, extra),
                                 out);
            return 0;
        } catch (const std::exception& e) {
            std::cerr << "rusteal-header-reflector: " << e.what() << "\n";
            return 1;
        }
    }
    if (list.empty() || root.empty() || (out.empty() == compare.empty())) usage("--list, --root and one of --out, --compare");
    try {
        std::vector<hr::HeaderInput> headers;
        std::vector<hr::KnownType> known;
        for (const auto& d : known_dirs) {
            auto k = hr::known_types_of(d);
            known.insert(known.end(), k.begin(), k.end());
        }
        read_list(list, root, headers, known);
        const hr::Reflection r = hr::reflect_headers(headers, known, options);
        for (const auto& w : r.warnings) std::cerr << "warning: " << w << "\n";
        if (!out.empty()) {
            hr::write_reflection(r, out);
            std::cout << "wrote " << r.classes.at("classes").as_array().size() << " classes, "
                      << r.structs.at("structs").as_array().size() << " structs, " << r.enums.at("enums").as_array().size()
                      << " enums to " << out.string() << "\n";
            return 0;
        }
        const auto diffs = hr::compare_reflections(r, hr::read_reflection(compare), false);
        for (const auto& d : diffs) std::cout << d << "\n";
        std::cout << diffs.size() << " difference(s)\n";
        return diffs.empty() ? 0 : 1;
    } catch (const std::exception& e) {
        std::cerr << "rusteal-header-reflector: " << e.what() << "\n";
        return 1;
    }
}
